import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while the page's scripts start, true from then on. A control that only works with
 * them (the spam check's proof, a browser's location, the cookie banner) is disabled until then, so browsers and
 * assistive technology treat it as not yet available instead of offering a button that would ignore a tap.
 */
export const useScriptsRunning = () => useSyncExternalStore(noSubscription, () => true, () => false);
