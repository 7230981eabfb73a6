import { env } from '@/server/env';

/** The addresses the mailing list's emails link to, absolute (SITE_URL), for use in emails and headers. */
const absolute = (path: string) => new URL(path, env().SITE_URL).toString();

/*
 * The key is encoded as a path segment: real keys need nothing, but the routes that answer with these addresses get
 * whatever a client put in its address, and a Location header must not carry a control character or an emoji.
 */
export const preferencesPath = (guid: string) => `/preferences/${encodeURIComponent(guid)}`;
export const unsubscribePath = (guid: string) => `/unsubscribe/${encodeURIComponent(guid)}`;
export const confirmPath = (token: string) => `/sign-up/confirm/${encodeURIComponent(token)}`;

export const preferencesUrl = (guid: string) => absolute(preferencesPath(guid));
export const unsubscribeUrl = (guid: string) => absolute(unsubscribePath(guid));
export const confirmUrl = (token: string) => absolute(confirmPath(token));

/**
 * RFC 2369 and RFC 8058 headers for every marketing email: mail apps show an "Unsubscribe" button that POSTs
 * `List-Unsubscribe=One-Click` to the link, which unsubscribes at once without a page or a sign-in.
 */
export const listUnsubscribeHeaders = (guid: string): Record<string, string> => ({
  'List-Unsubscribe': `<${unsubscribeUrl(guid)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
