/**
 * Closes what Payload opened in this process: its schedule (so no queued job starts while the process stops) and
 * its database connections. Payload keeps its instances on a global (getPayload's cache), which is how the HTTP
 * server, outside Next's bundles, reaches the instance Next's code started. Nothing to do when no request needed it.
 */
type PayloadCache = Map<string, { payload: { destroy(): Promise<void> } | null }>;

export async function closePayload(): Promise<void> {
  const instances = (globalThis as { _payload?: PayloadCache })._payload;
  await Promise.all([...(instances?.values() ?? [])].map(({ payload }) => payload?.destroy()));
}
