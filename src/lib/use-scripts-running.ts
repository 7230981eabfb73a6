import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while the page's scripts start, true from then on. A control that only works with
 * them (the spam check's proof, a browser's location) is disabled until then: a tap that nothing would answer is
 * refused plainly instead of being lost, and one made as soon as the page appears waits for the control to be ready.
 */
export const useScriptsRunning = () => useSyncExternalStore(noSubscription, () => true, () => false);
