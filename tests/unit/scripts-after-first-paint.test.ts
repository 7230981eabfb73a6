import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from '@/server/http/scripts-after-first-paint';

/** A page as Next writes one: its scripts as async tags in the head (one preloaded too), its data inline. */
const PAGE =
  '<!DOCTYPE html><html lang="en-GB"><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js?dpl=d1"/>' +
  '<link rel="preload" href="/_next/static/chunks/picker.js" as="script" fetchPriority="low"/>' +
  '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<script src="/_next/static/chunks/main.js?dpl=d1&amp;v=2" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><main><p>Hello</p></main><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script src="/_next/static/chunks/page.js?dpl=d1" async=""></script><script src="https://consent.example/cmp.js" async=""></script></body></html>';

type Observer = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/**
 * Runs a page's inline loader against a document that records what it adds, a paint observer the test reports
 * paints to, and timers the test fires.
 */
function runLoader(html: string, { visibilityState = 'visible', reportsPaints = true } = {}) {
  const loader = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code!).find((code) => code.includes('createElement'));
  const added: Record<string, unknown>[] = [];
  const observers: Observer[] = [];
  const timers: (() => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ['navigation', 'paint'] : ['navigation'];
    constructor(private readonly callback: Observer) {}
    observe(options: unknown) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observers.push(this.callback);
    }
  }
  const document = {
    visibilityState,
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
  };
  const window = { PerformanceObserver };
  runInNewContext(loader!, { window, document, PerformanceObserver, setTimeout: (callback: () => void) => timers.push(callback) });
  const paint = (name: string) => observers.forEach((observer) => observer({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }));
  return { added, paint, timers };
}

const EVERYTHING_ADDED = [
  { tag: 'script', async: true, src: '/_next/static/chunks/main.js?dpl=d1&v=2' },
  { tag: 'script', async: true, src: '/_next/static/chunks/page.js?dpl=d1' },
  { tag: 'link', rel: 'preload', as: 'script', fetchPriority: 'low', href: '/_next/static/chunks/picker.js' },
];

describe('scripts after the first paint', () => {
  const sent = scriptsAfterFirstPaint(PAGE);

  it('takes Next’s script tags and script preloads out of the page, and leaves every other script and link', () => {
    expect(sent).not.toContain('<script src="/_next/static/chunks/main.js');
    expect(sent).not.toContain('<script src="/_next/static/chunks/page.js');
    expect(sent).not.toMatch(/<link[^>]*as="script"/);
    expect(sent).toContain('<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>');
    expect(sent).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(sent).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(sent).toContain('<script src="https://consent.example/cmp.js" async=""></script>');
    expect(sent).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(sent).toMatch(/<\/script><\/body><\/html>$/);
  });

  it('adds the scripts, each once, and the other preloads once the first contentful paint is reported', () => {
    const { added, paint, timers } = runLoader(sent);
    expect(added).toEqual([]);
    // The background's paint comes first; the page's content may come frames later.
    paint('first-paint');
    expect(added).toEqual([]);
    paint('first-contentful-paint');
    expect(added).toEqual(EVERYTHING_ADDED);
    // The fallback for a paint never reported does nothing once the scripts are there.
    timers.forEach((fire) => fire());
    expect(added).toHaveLength(3);
  });

  it('adds them at once in a tab nobody sees, where nothing is painted, or where paints are not reported', () => {
    expect(runLoader(sent, { visibilityState: 'hidden' }).added).toEqual(EVERYTHING_ADDED);
    expect(runLoader(sent, { reportsPaints: false }).added).toEqual(EVERYTHING_ADDED);
  });

  it('adds them after five seconds if the paint is never reported', () => {
    const { added, timers } = runLoader(sent);
    expect(timers).toHaveLength(1);
    timers[0]!();
    expect(added).toEqual(EVERYTHING_ADDED);
  });

  it('cannot be closed early by a script address', () => {
    const page = PAGE.replace('main.js?dpl=d1', 'main.js?x=</script><script>alert(1)//');
    expect(scriptsAfterFirstPaint(page)).not.toContain('</script><script>alert(1)');
  });

  it('leaves a page without Next’s scripts, or without a body, as it was', () => {
    const plain = '<!DOCTYPE html><html><body><p>Hello</p><script>var a=1</script></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    const fragment = '<script src="/_next/static/chunks/main.js" async=""></script><p>Hello</p>';
    expect(scriptsAfterFirstPaint(fragment)).toBe(fragment);
  });
});
