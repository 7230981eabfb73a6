import { useBrowserValue } from './use-browser-value';

/**
 * False in the server's HTML and while the page's scripts start, true from then on. An enquiry form's send button,
 * which needs the spam check's proof that only scripts can make, is disabled until then, so browsers and assistive
 * technology treat it as not yet available. (Other controls stay available: a tap before the scripts run waits for
 * them, src/components/layout/early-taps.ts.)
 */
export const useScriptsRunning = () => useBrowserValue(() => true, false);
