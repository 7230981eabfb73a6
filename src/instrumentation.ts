/** Next calls this once as the server starts, before it answers anything, inside its own bundle of the app. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { offerBookingApi } = await import('@/server/http/booking-api-routes');
  offerBookingApi();
}
