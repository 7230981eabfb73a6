/** The extras a booking carries (its stored `upsells`), as staff read them: "1 × Celebration cake (£16.95), 2 × …". */
export const extrasLine = (upsells: unknown): string =>
  (Array.isArray(upsells) ? (upsells as { name: string; price: number; quantity?: number }[]) : [])
    .map(({ name, price, quantity = 1 }) => `${quantity} × ${name} (£${(price * quantity).toFixed(2)})`)
    .join(', ');
