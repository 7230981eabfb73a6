/** Next calls this once as the server starts, before it answers anything, inside its own bundle of the app. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { offerBookingApi } = await import('@/server/http/booking-api-routes');
  offerBookingApi();
  // Work of jobs that needs the server's modules (server-task-handlers.ts).
  const { registerWaitlistTasks } = await import('@/features/waitlist/register-waitlist-tasks');
  registerWaitlistTasks();
}
