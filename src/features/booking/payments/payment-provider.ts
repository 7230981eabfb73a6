/**
 * Where a card guarantee is taken. The browser gets a client token, the provider's own form turns the card into a
 * one-time nonce, and the server swaps the nonce for a stored customer the restaurant can charge for a no-show.
 * Card numbers never reach our servers.
 */
export interface PaymentProvider {
  readonly name: string;
  clientToken(): Promise<string>;
  /** Stores the card behind `nonce` and returns the provider's customer id; throws a ServiceError when refused. */
  saveCard(input: { nonce: string; firstName: string; lastName: string; email: string }): Promise<string>;
  /** Deletes a stored customer and its card; one the provider no longer has counts as deleted. */
  forgetCustomer(customerId: string): Promise<void>;
}
