/**
 * The booking journey's bot check (docs/decisions/0051). One name for reCAPTCHA's action check, shared by the
 * journey's field in the browser and the endpoints that verify its proof: the creates and the card guarantee.
 */
export const BOOKING_BOT_CHECK_ACTION = 'booking';
