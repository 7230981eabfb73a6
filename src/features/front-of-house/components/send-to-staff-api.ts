/** What the staff API answered a write: its body when it took it, else the message and the fields' messages to show. */
type StaffApiAnswer<T> = { ok: true; body: T } | { ok: false; message: string; errors: Record<string, string> };

type Failure = { code?: number; message?: string; errors?: Record<string, string>; bookingStatus?: number };

/**
 * Sends one write to the staff API (docs/api.md) with the back-office's session cookie, as the day sheet's buttons and
 * forms do. A table taken meanwhile (booking status 9), a refused field (code 102), a lost connection and a proxy's
 * non-JSON answer all come back as words for the member of staff; nothing throws.
 */
export async function sendToStaffApi<T>(path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<StaffApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: 'Cannot reach the server: nothing was changed. Try again.', errors: {} };
  }
  const answer = (/json/.test(response.headers.get('content-type') ?? '') ? await response.json() : {}) as T & Failure;
  if (response.ok && answer.bookingStatus !== 9) return { ok: true, body: answer };
  return { ok: false, message: answer.message || `The change was refused (${response.status}).`, errors: answer.errors ?? {} };
}
