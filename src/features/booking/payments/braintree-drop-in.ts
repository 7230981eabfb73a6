/**
 * Braintree's drop-in card form, in the browser. Its script comes from Braintree's own servers, as Braintree asks, so
 * card numbers are typed into Braintree's fields and never reach ours; it is loaded only when a booking needs a card
 * and the site has Braintree configured (the token call answers), never on page load.
 */
const DROP_IN_SCRIPT_URL = 'https://js.braintreegateway.com/web/dropin/1.48.0/js/dropin.min.js';

/** The part of a drop-in instance the journey uses. */
export type DropIn = {
  /** Checks the card fields (the drop-in shows its own messages) and answers a one-time nonce for the server. */
  requestPaymentMethod(): Promise<{ nonce: string }>;
  teardown(): Promise<void>;
};

type DropInGlobal = { dropin: { create(options: { authorization: string; container: HTMLElement }): Promise<DropIn> } };

let script: Promise<DropInGlobal> | null = null;

/** Adds Braintree's script once per page; a failed load may be tried again. */
function loadDropInScript(): Promise<DropInGlobal> {
  script ??= new Promise<DropInGlobal>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = DROP_IN_SCRIPT_URL;
    element.async = true;
    element.onload = () => {
      const loaded = (window as { braintree?: Partial<DropInGlobal> }).braintree;
      if (loaded?.dropin) resolve(loaded as DropInGlobal);
      else reject(new Error('Braintree’s script loaded without its drop-in'));
    };
    element.onerror = () => {
      element.remove();
      reject(new Error('Braintree’s drop-in script could not be loaded'));
    };
    document.head.append(element);
  }).catch((error: unknown) => {
    script = null;
    throw error;
  });
  return script;
}

/** Renders Braintree's card form into `container`, authorised by a client token from our server. */
export async function createDropIn(authorization: string, container: HTMLElement): Promise<DropIn> {
  const { dropin } = await loadDropInScript();
  return dropin.create({ authorization, container });
}
