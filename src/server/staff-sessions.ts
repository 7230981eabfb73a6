import { sql } from '@payloadcms/db-sqlite';
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload';
import { transactionOf } from './request-transaction';

/**
 * Staff sessions that survive concurrent logins (docs/decisions/0014).
 *
 * Payload keeps a staff user's sessions as an array on the user, and every login, refresh and logout writes the whole
 * array back as it was read a moment earlier (payloadcms/payload#18132, #16027). Two logins of one account at the same
 * moment therefore each write "the sessions I read, plus mine", and the later write silently drops the other's
 * session: a token that was just issued is refused at once.
 *
 * This wraps the database adapter so such a write changes only what that operation itself changed: the sessions it
 * added are appended (Payload's own `$push`, an INSERT), the ones it dropped are deleted and the ones it extended are
 * updated, each by id, inside the operation's transaction. What it read is remembered per request when the user is
 * loaded. Row-level statements cannot lose a neighbour's row, so this holds across processes on one SQLite file and
 * across app instances on PostgreSQL, with no lock.
 */

type SessionRow = { id: string; expiresAt: string | Date; createdAt?: string | Date | null };
type SessionsRead = Map<string, number>;
type Doc = Record<string, unknown> & { id?: number | string; sessions?: unknown };

/** The parts of Payload's Drizzle-based adapters (SQLite and PostgreSQL) this needs. */
type DrizzleAdapterParts = {
  tables: Record<string, Record<string, unknown>>;
  sessions: Record<string, { db: unknown } | undefined>;
  drizzle: unknown;
  execute: (args: { db?: unknown; sql: ReturnType<typeof sql> }) => unknown;
};

const time = (value: string | Date) => new Date(value).getTime();
const isSessionList = (value: unknown): value is SessionRow[] =>
  Array.isArray(value) && value.every((row) => typeof row === 'object' && row !== null && typeof (row as SessionRow).id === 'string');

/** What the operation changed, compared with what it read. */
export function sessionChanges(read: SessionsRead, written: readonly SessionRow[]) {
  const writtenIds = new Set(written.map((session) => session.id));
  return {
    added: written.filter((session) => !read.has(session.id)),
    removed: [...read.keys()].filter((id) => !writtenIds.has(id)),
    extended: written.filter((session) => read.has(session.id) && read.get(session.id) !== time(session.expiresAt)),
  };
}

function makeSessionWritesAtomic(adapter: BaseDatabaseAdapter, collection: string): BaseDatabaseAdapter {
  const drizzle = adapter as unknown as BaseDatabaseAdapter & DrizzleAdapterParts;
  // The adapter builds its tables after this wrapper runs, so they are looked up at the first session write.
  const sessionsTable = () => {
    const table = drizzle.tables[`${collection}_sessions`];
    const columns = table && { parent: table._parentID, id: table.id, expiresAt: table.expiresAt };
    if (!table || !columns?.parent || !columns.id || !columns.expiresAt)
      throw new Error(`No ${collection}_sessions table with _parentID, id and expiresAt: has Payload changed how it stores sessions?`);
    return { table, ...(columns as { parent: object; id: object; expiresAt: { name: string } }) };
  };
  // What each request last read of each user's sessions: id → expiry.
  const readByRequest = new WeakMap<object, Map<string, SessionsRead>>();

  const originalFindOne = adapter.findOne.bind(adapter);
  adapter.findOne = async (args) => {
    const doc = (await originalFindOne(args)) as Doc | null;
    if (args.collection === collection && args.req && doc?.id !== undefined && isSessionList(doc.sessions)) {
      const reads = readByRequest.get(args.req) ?? new Map<string, SessionsRead>();
      reads.set(String(doc.id), new Map(doc.sessions.map((session) => [session.id, time(session.expiresAt)])));
      readByRequest.set(args.req, reads);
    }
    return doc as never;
  };

  const originalUpdateOne = adapter.updateOne.bind(adapter);
  adapter.updateOne = async (args) => {
    const data = args.data as Doc;
    const read = args.collection === collection && args.id !== undefined && args.req ? readByRequest.get(args.req)?.get(String(args.id)) : undefined;
    if (!read || !isSessionList(data.sessions)) return originalUpdateOne(args);

    const { added, removed, extended } = sessionChanges(read, data.sessions);
    const db = await transactionOf(drizzle, args.req);
    const { table, parent, id, expiresAt } = sessionsTable();
    const owner = sql`${parent} = ${args.id}`;
    if (removed.length) {
      await drizzle.execute({
        db,
        sql: sql`DELETE FROM ${table} WHERE ${owner} AND ${id} IN (${sql.join(
          removed.map((sessionId) => sql`${sessionId}`),
          sql`, `,
        )})`,
      });
    }
    for (const session of extended) {
      const expiry = new Date(session.expiresAt).toISOString();
      await drizzle.execute({ db, sql: sql`UPDATE ${table} SET ${sql.identifier(expiresAt.name)} = ${expiry} WHERE ${owner} AND ${id} = ${session.id}` });
    }
    // From now on this request has written what it read plus its own changes.
    readByRequest.get(args.req!)!.set(String(args.id), new Map(data.sessions.map((session) => [session.id, time(session.expiresAt)])));

    // Always a $push, even of nothing: without the key, Payload would delete the user's sessions and write none back.
    return originalUpdateOne({ ...args, data: { ...data, sessions: { $push: added } } });
  };

  return adapter;
}

/** The database adapter, with the staff users' session writes made atomic. */
export function withAtomicSessions(adapter: DatabaseAdapterObj, collection: string): DatabaseAdapterObj {
  return { ...adapter, init: (args) => makeSessionWritesAtomic(adapter.init(args), collection) };
}
