import { createRequire } from 'node:module';
import { Client } from 'pg';
import { logger } from '@/server/logger';
import { EXPIRY_CHANNEL, processId, type ExpiryNotice } from './cache-tags';

/*
 * Page-cache expiry shared by every instance on one PostgreSQL database (docs/decisions/0029): each instance keeps
 * its own page cache; when staff change content on one, the others hear which cache tags went stale (server.ts
 * listens) and expire them too.
 */

type TagsManifest = Map<string, { stale?: number; expired?: number }>;

/**
 * Next's record of when each cache tag was expired, one per process and shared by all its server bundles (hence
 * ".external"): what `revalidateTag(tag, { expire: 0 })` writes. `revalidateTag` itself needs a request's context,
 * which a notification from another instance does not come with.
 */
const { tagsManifest } = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as { tagsManifest: TagsManifest };

function expireTagsHere(tags: readonly string[], now = Date.now()): void {
  for (const tag of tags) tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: now, expired: now });
}

/** How long to wait before listening again after the connection was lost. */
const RECONNECT_AFTER_MS = 2_000;

/**
 * Listens for other instances' expiries (server.ts, on PostgreSQL). While not listening, notices are missed: on
 * (re)connecting, `everything` (every tag the site uses) is expired, so nothing stays stale past a lost connection.
 */
export function listenForExpiries(databaseUrl: string, everything: readonly string[]): { stop(): Promise<void> } {
  let client: Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const again = () => {
    client = undefined;
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_AFTER_MS).unref();
  };

  const connect = async () => {
    const listener = new Client({ connectionString: databaseUrl });
    listener.on('notification', ({ channel, payload }) => {
      if (channel !== EXPIRY_CHANNEL || !payload) return;
      try {
        const notice = JSON.parse(payload) as ExpiryNotice;
        if (notice.from !== processId && Array.isArray(notice.tags)) expireTagsHere(notice.tags.filter((tag) => typeof tag === 'string'));
      } catch (error) {
        logger.warn({ err: error }, 'an unreadable cache-expiry notice was ignored');
      }
    });
    listener.on('error', (error) => logger.warn({ err: error }, 'stopped hearing other instances’ cache expiries; listening again shortly'));
    listener.on('end', () => {
      if (client === listener) again();
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${EXPIRY_CHANNEL}`);
      client = listener;
      expireTagsHere(everything);
    } catch (error) {
      logger.warn({ err: error }, 'cannot hear other instances’ cache expiries yet; trying again shortly');
      await listener.end().catch(() => undefined);
      again();
    }
  };

  void connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
