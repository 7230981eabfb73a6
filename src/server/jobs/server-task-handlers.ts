import type { PayloadRequest } from 'payload';

/*
 * Tasks are part of payload.config.ts, and some tasks' work needs modules that themselves load that config (the
 * booking ledger reaches Payload's database pool through `payloadClient`). Such a task's handler looks its work up
 * here, and the serving process registers the work as it starts (src/instrumentation.ts), so no module imports the
 * config it is part of. On globalThis: Next's bundle and Payload's job runner may load this module separately.
 */

type ServerTask = (args: { input: Record<string, unknown>; req: PayloadRequest }) => Promise<Record<string, unknown>>;

const HANDLERS = Symbol.for('marigold.server-task-handlers');
const processWide = globalThis as { [HANDLERS]?: Map<string, ServerTask> };
const handlers = (processWide[HANDLERS] ??= new Map<string, ServerTask>());

export function registerServerTask(slug: string, work: ServerTask): void {
  handlers.set(slug, work);
}

/** The registered work of `slug`; a job run outside a serving process fails, and is retried by one that serves. */
export async function runServerTask(slug: string, args: { input: Record<string, unknown>; req: PayloadRequest }) {
  const work = handlers.get(slug);
  if (!work) throw new Error(`The ${slug} task runs only in a serving process.`);
  return { output: await work(args) };
}
