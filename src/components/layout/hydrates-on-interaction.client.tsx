'use client';

import { useEffect, useRef, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { isHydrated, replayEarlyEdits } from './early-edits';
import { onFirstInteraction } from './first-interaction';

type Options<Props> = {
  /** Whether the server rendered the part mid-way (a later step, a message to show): then it hydrates at once. */
  atOnce?: (props: Props) => boolean;
  /** The part carries on by itself what the visitor did before it hydrated (the booking journey), so nothing is held. */
  replaysEarlyInput?: boolean;
};

/** A control whose click does something of its own: held while its part has no code yet, then clicked again. */
const ACTING_CONTROL = 'button, input[type=submit], input[type=image]';

/** Tells React to keep the server's markup inside the island as it is (one object, so no re-render writes it). */
const KEEP_SERVER_MARKUP = { __html: '' };

/**
 * A part of a page whose code is fetched and hydrated on the visitor's first interaction (a pointer, a touch, a key,
 * focus or a scroll) instead of at load: decisions 0024 and 0042. On the server the part renders at once inside a
 * `<div>`, so the page is complete and its forms work without JavaScript. In the browser the page's React leaves that
 * island's markup alone (a constant, empty `dangerouslySetInnerHTML`); on the first interaction the part's code is
 * imported and `hydrateRoot` hydrates the island in place, as a root of its own. That root has none of the page's
 * context: a `Link` in it is an ordinary link, and the part must not need a provider.
 *
 * `ServerPart` is the part on the server and `null` in the browser, from a `require` behind
 * `typeof window === 'undefined'` in the caller (each bundle decides it when it is built, so the browser's has no
 * static import of the part); `load` imports the part in the browser.
 *
 * Unless the part replays early input itself, what the visitor does before it hydrates is kept. Its code is fetched
 * at once if they edited or focused one of its fields while the page started (early-taps.ts noted it). A tap on one
 * of its buttons is held, since its native action (posting a form without the spam check's proof) would be lost; once
 * the part has hydrated, the fields edited meanwhile are announced to React (early-edits.ts) and the held taps are
 * clicked again.
 */
export function hydratesOnInteraction<Props extends object>(
  ServerPart: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
  { atOnce = () => false, replaysEarlyInput = false }: Options<Props> = {},
): ComponentType<Props> {
  const ownEarlyInput = replaysEarlyInput ? '' : undefined;

  function Island(props: Props) {
    const island = useRef<HTMLDivElement>(null);

    useEffect(() => {
      const element = island.current!;
      // A page reached by a client-side navigation has no server markup in the island (the browser's React renders
      // it empty): the part is rendered at once into it rather than hydrated, which would find nothing to match.
      const rendersAfresh = !element.hasChildNodes();
      const early = replaysEarlyInput ? null : keepEarlyInput(element, () => start());
      let root: Root | null = null;
      let started = false;
      let cancelled = false;
      const start = () => {
        if (started) return;
        started = true;
        stopWaiting();
        void Promise.all([import('react-dom/client'), load()]).then(
          ([{ createRoot, hydrateRoot }, Part]) => {
            if (cancelled) return;
            const part = <Hydrated onHydrated={() => early?.handOver()} Part={Part} props={props} />;
            if (rendersAfresh) (root = createRoot(element)).render(part);
            else root = hydrateRoot(element, part);
          },
          (error: unknown) => {
            // The next tap tries again; the failure still reaches ChunkErrorReloader (a deploy replaced the code).
            started = false;
            throw error;
          },
        );
      };
      const stopWaiting = onFirstInteraction(start);
      if (rendersAfresh || atOnce(props) || early?.visitorAlreadyHere) start();
      return () => {
        cancelled = true;
        stopWaiting();
        early?.stop();
        // Not while React is committing this page's own update.
        if (root) setTimeout(() => root?.unmount());
      };
      // Once per island: the server's props do not change while the page is shown.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    if (ServerPart) {
      return (
        <div data-island="" data-handles-early-input={ownEarlyInput}>
          <ServerPart {...props} />
        </div>
      );
    }
    return <div ref={island} data-island="" data-handles-early-input={ownEarlyInput} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} />;
  }

  return Island;
}

/** The part in its island's own root, telling the island once it has hydrated. */
function Hydrated<Props extends object>({ Part, props, onHydrated }: { Part: ComponentType<Props>; props: Props; onHydrated: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the root has hydrated
  useEffect(onHydrated, []);
  return <Part {...props} />;
}

/** Holds taps and notes edits inside an island until its part has hydrated, then hands them over (see above). */
function keepEarlyInput(island: HTMLElement, hydrateNow: () => void) {
  const editedEarlier = () => (window.earlyEdits ?? []).filter((field) => island.contains(field));
  const edited = new Set<Element>();
  const held: HTMLElement[] = [];
  let hydrated = false;

  const holdTap = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(ACTING_CONTROL) : null;
    if (hydrated || !control || isHydrated(control) || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) held.push(control);
    hydrateNow();
  };
  const noteEdit = (event: Event) => {
    if (!hydrated && event.target instanceof Element && !isHydrated(event.target)) edited.add(event.target);
  };
  island.addEventListener('click', holdTap, true);
  island.addEventListener('input', noteEdit, true);
  island.addEventListener('change', noteEdit, true);

  return {
    visitorAlreadyHere: island.contains(document.activeElement) || editedEarlier().length > 0,
    handOver() {
      hydrated = true;
      replayEarlyEdits([...editedEarlier(), ...edited]);
      // In a task of its own, after React has taken in the edits: a tap then meets the state they made.
      setTimeout(() => {
        for (const control of held.splice(0)) if (control.isConnected) control.click();
      });
    },
    stop() {
      island.removeEventListener('click', holdTap, true);
      island.removeEventListener('input', noteEdit, true);
      island.removeEventListener('change', noteEdit, true);
    },
  };
}
