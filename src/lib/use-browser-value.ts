import { useSyncExternalStore } from 'react';

/** Nothing is watched: the value is read again on each render, which is all its callers need. */
const noSubscription = () => () => {};

/**
 * A value only the browser knows (a cookie, whether scripts run), with what the server's HTML says in its place. The
 * server's value is also used while hydrating, so the first render matches the HTML, and the browser's value follows
 * at once, without an effect and a second pass.
 */
export const useBrowserValue = <T>(readInBrowser: () => T, onServer: T): T => useSyncExternalStore(noSubscription, readInBrowser, () => onServer);
