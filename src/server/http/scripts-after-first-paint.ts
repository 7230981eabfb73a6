/**
 * Next names a page's scripts as `<script src async>` tags in its head, and preloads the chunks its client components
 * load as they start. The browser fetches them all the moment the page's stylesheets have arrived and runs each one
 * as it lands, so on a slow phone the framework's code (some 150 kB) competes with the page's first paint, and often
 * wins: everything the page shows is already in its HTML, yet it paints only after the scripts have started
 * downloading, and Lighthouse then counts their download and start-up into the page's largest paint.
 *
 * So the tags are taken out, and a small script at the end of the page adds them once the browser reports the page's
 * first contentful paint, or at once in a tab nobody sees, where nothing is painted. They are the same files, fetched
 * a little later and run in any order, as Next's async tags already were, and the preloads are added beside them. A
 * tap made before they have started waits for them (src/components/layout/early-taps.ts). Anything written
 * differently is left as it is (docs/decisions/0038).
 */
const NEXT_SCRIPT_TAG = /<script src="(\/_next\/static\/[^"]+)" async=""><\/script>/g;
/** Preloads of chunks that a client component loads when it starts (React writes their attributes in either order). */
const NEXT_SCRIPT_PRELOAD = /<link rel="preload"(?=[^>]*\sas="script")[^>]*\shref="(\/_next\/static\/[^"]+)"[^>]*\/>/g;
const BODY_END = '</body>';

/** Script addresses as the browser reads them from the tags (React escapes only `&` in these), safe inside <script>. */
const addressList = (sources: Iterable<string>) => JSON.stringify([...sources].map((source) => source.replaceAll('&amp;', '&'))).replaceAll('<', '\\u003c');

/**
 * The browser reports the first contentful paint once it is on the screen (a frame's callbacks run before it paints,
 * and under load the paint reaches the screen frames later). The async attribute is set as Next's tags had it: React
 * looks for `script[async][src]` before adding a script its components name, and would otherwise fetch it again. A
 * browser that reports no paints gets the scripts at once; one that never reports the paint, after five seconds.
 */
const LOADER =
  `(function(scripts,preloads){var started;function add(tag,set){var element=document.createElement(tag);set(element);document.head.appendChild(element)}` +
  `function start(){if(started)return;started=1;scripts.forEach(function(source){add('script',function(script){script.async=true;script.src=source})});` +
  `preloads.forEach(function(source){add('link',function(link){link.rel='preload';link.as='script';link.fetchPriority='low';link.href=source})})}` +
  `var paints=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
  `if(document.visibilityState!=='visible'||paints.indexOf('paint')<0)return start();` +
  `new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true});` +
  `setTimeout(start,5000)})`;

const loaderSource = (scripts: Iterable<string>, preloads: Iterable<string>) => `${LOADER}(${addressList(scripts)},${addressList(preloads)})`;
const loaderFor = (scripts: Set<string>, preloads: Set<string>) => `<script>${loaderSource(scripts, preloads)}</script>`;

const isNextScriptList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((source) => typeof source === 'string' && source.startsWith('/_next/static/'));

/** Whether an inline script is exactly the loader this module writes, for some of Next's own script addresses. */
export function isFirstPaintLoader(script: string): boolean {
  if (!script.startsWith(`${LOADER}(`) || !script.endsWith(')')) return false;
  let lists: unknown;
  try {
    lists = JSON.parse(`[${script.slice(LOADER.length + 1, -1)}]`);
  } catch (error) {
    if (error instanceof SyntaxError) return false;
    throw error;
  }
  if (!Array.isArray(lists) || lists.length !== 2 || !isNextScriptList(lists[0]) || !isNextScriptList(lists[1])) return false;
  return loaderSource(lists[0], lists[1]) === script;
}

/** The page with Next's script tags and script preloads replaced by a loader that adds them after the first paint. */
export function scriptsAfterFirstPaint(html: string): string {
  const bodyEnd = html.lastIndexOf(BODY_END);
  if (bodyEnd === -1) return html;
  const page = html.slice(0, bodyEnd);
  const scripts = new Set([...page.matchAll(NEXT_SCRIPT_TAG)].map(([, source]) => source!));
  if (scripts.size === 0) return html;
  const preloads = new Set([...page.matchAll(NEXT_SCRIPT_PRELOAD)].map(([, source]) => source!).filter((source) => !scripts.has(source)));
  const withoutTags = page.replace(NEXT_SCRIPT_TAG, '').replace(NEXT_SCRIPT_PRELOAD, '');
  return `${withoutTags}${loaderFor(scripts, preloads)}${html.slice(bodyEnd)}`;
}
