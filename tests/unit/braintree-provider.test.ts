import { describe, expect, it, vi } from 'vitest';
import { braintreeGateway, braintreeProvider, type BraintreeGatewayLike } from '@/features/booking/payments/braintree-provider';
import { ServiceError } from '@/server/errors';

function fakeGateway() {
  const generate = vi.fn();
  const create = vi.fn();
  const remove = vi.fn();
  const gateway = { clientToken: { generate }, customer: { create, delete: remove } } as unknown as BraintreeGatewayLike;
  return { gateway, generate, create, remove };
}

const card = { nonce: 'fake-valid-nonce', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe('braintreeProvider', () => {
  it('is named braintree', () => {
    expect(braintreeProvider(fakeGateway().gateway).name).toBe('braintree');
  });

  it('hands out the client token Braintree generates', async () => {
    const { gateway, generate } = fakeGateway();
    generate.mockResolvedValue({ success: true, clientToken: 'client-token-123' });
    await expect(braintreeProvider(gateway).clientToken()).resolves.toBe('client-token-123');
    expect(generate).toHaveBeenCalledTimes(1);
    expect(generate).toHaveBeenCalledWith({});
  });

  it('vaults a customer with a verified card and returns its id', async () => {
    const { gateway, create } = fakeGateway();
    create.mockResolvedValue({ success: true, customer: { id: 'customer-42' } });
    await expect(braintreeProvider(gateway).saveCard(card)).resolves.toBe('customer-42');
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      paymentMethodNonce: 'fake-valid-nonce',
      creditCard: { options: { verifyCard: true } },
    });
  });

  it('refuses the booking with Braintree’s own words when the card is declined', async () => {
    const { gateway, create } = fakeGateway();
    create.mockResolvedValue({ success: false, message: 'Do Not Honor' });
    const error = await braintreeProvider(gateway)
      .saveCard(card)
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ result: 'bookingRejected', serviceMessage: 'Do Not Honor' });
  });

  it('lets a failure to reach Braintree through unchanged', async () => {
    const { gateway, generate, create } = fakeGateway();
    generate.mockRejectedValue(new Error('socket hang up'));
    create.mockRejectedValue(new Error('socket hang up'));
    const provider = braintreeProvider(gateway);
    await expect(provider.clientToken()).rejects.toThrow('socket hang up');
    await expect(provider.saveCard(card)).rejects.toThrow('socket hang up');
  });

  it('deletes a stored customer, its card with it', async () => {
    const { gateway, remove } = fakeGateway();
    remove.mockResolvedValue(undefined);
    await braintreeProvider(gateway).forgetCustomer('customer-42');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith('customer-42');
  });

  it('counts a customer Braintree no longer has as deleted, and lets any other failure through', async () => {
    const { gateway, remove } = fakeGateway();
    // As the SDK makes them (lib/braintree/exceptions.js): an Error whose type names the kind.
    const braintreeError = (type: string) => Object.assign(new Error(type), { type, name: type });
    remove.mockRejectedValueOnce(braintreeError('notFoundError'));
    await expect(braintreeProvider(gateway).forgetCustomer('gone-already')).resolves.toBeUndefined();
    remove.mockRejectedValueOnce(braintreeError('serviceUnavailableError'));
    await expect(braintreeProvider(gateway).forgetCustomer('customer-42')).rejects.toThrow('serviceUnavailableError');
  });

  it('takes a refusal the SDK answers rather than throws (HTTP 422) as a failure, not a deletion', async () => {
    const { gateway, remove } = fakeGateway();
    remove.mockResolvedValueOnce({ apiErrorResponse: { message: 'Customer has subscriptions' } });
    await expect(braintreeProvider(gateway).forgetCustomer('customer-42')).rejects.toThrow('Braintree refused to delete customer customer-42');
  });
});

describe('braintreeGateway', () => {
  it('holds Braintree to the limits of every outside service: 50 connections, 30 s', () => {
    const gateway = braintreeGateway({ environment: 'sandbox', merchantId: 'merchant', publicKey: 'public', privateKey: 'private' }) as unknown as {
      config: { timeout: number; customHttpAgent: { maxSockets: number; keepAlive: boolean } };
    };
    expect(gateway.config.timeout).toBe(30_000);
    expect(gateway.config.customHttpAgent).toMatchObject({ maxSockets: 50, keepAlive: true, options: { timeout: 5_000 } });
  });
});
