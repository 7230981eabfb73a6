/** Runs in the browser before the page hydrates (Next's client instrumentation file). */
import { keepZodFromEval } from './lib/zod-without-eval';
import { NAVIGATION_START_EVENT } from './components/layout/loading-bar';

keepZodFromEval();

/** Next's router starts a navigation (a link, router.push or replace, back or forward): the loading bar listens. */
export function onRouterTransitionStart(url: string) {
  window.dispatchEvent(new CustomEvent(NAVIGATION_START_EVENT, { detail: url }));
}
