// Blocking time after the first paint, from Chromium's own trace of a page loading on a CPU slowed 4x:
//   [RUNS=5] npm run bench:blocking -- BASE_URL [OTHER_BASE_URL] PATH [PATH ...]
// With two sites (say, a build before and after a change), their runs alternate, so both meet the same moments of a
// busy machine: Lighthouse's total blocking time moves by hundreds of milliseconds from run to run here, while the
// difference between two builds measured side by side holds. Prints each page's median and the tasks over 50 ms.
// It serves map tiles on TILE_PORT (3999), as the Lighthouse bench does (start the sites with that MAP_TILE_URL).
// Each trace goes on for SETTLE_MS (default 5000) after the load event.
import { chromium } from 'playwright-core';
import { startTileStandIn } from './lib/map-tiles.mjs';

const LONG_TASK_MS = 50;
const args = process.argv.slice(2);
const bases = args.filter((arg) => /^https?:\/\//.test(arg));
const paths = args.filter((arg) => !/^https?:\/\//.test(arg));
const runs = Math.max(1, Number(process.env.RUNS ?? 5));
const settleMs = Number(process.env.SETTLE_MS ?? 5000);
if (bases.length === 0 || paths.length === 0) {
  console.error('usage: npm run bench:blocking -- BASE_URL [OTHER_BASE_URL] PATH [PATH ...]');
  process.exit(2);
}

/** The main thread's tasks of one page load, from a devtools trace, and when the page first painted. */
async function traceLoad(browser, url) {
  // Lighthouse's phone: 412 × 823 CSS pixels at 1.75 device pixels each.
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  // Long enough for what starts after load (a map scrolled into view at once, deferred scripts) to have run.
  await page.waitForTimeout(settleMs);
  await cdp.send('Tracing.end');
  await complete;
  await page.close();
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error(`${url}: no first contentful paint in the trace`);
  const tasks = events.filter((event) => event.name === 'RunTask' && event.pid === paint.pid && event.dur);
  // The renderer's main thread is the one that ran the most task time.
  const timeByThread = new Map();
  for (const task of tasks) timeByThread.set(task.tid, (timeByThread.get(task.tid) ?? 0) + task.dur);
  const mainThread = [...timeByThread].sort((a, b) => b[1] - a[1])[0][0];
  const main = tasks.filter((task) => task.tid === mainThread);
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === paint.pid)?.ts ?? main[0].ts;
  const longTasks = main.filter((task) => task.ts > paint.ts && task.dur / 1000 > LONG_TASK_MS);
  return {
    blocking: longTasks.reduce((sum, task) => sum + task.dur / 1000 - LONG_TASK_MS, 0),
    firstPaint: (paint.ts - navigation) / 1000,
    longTasks: longTasks.map((task) => `${Math.round((task.ts - navigation) / 1000)}:${Math.round(task.dur / 1000)}`),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const tiles = await startTileStandIn(Number(process.env.TILE_PORT ?? 3999));
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--disable-features=PaintHolding'] });
try {
  for (const path of paths) {
    const results = new Map(bases.map((base) => [base, []]));
    for (const base of bases) await fetch(base + path); // fills the page cache, as the Lighthouse bench does
    for (let run = 0; run < runs; run++) for (const base of bases) results.get(base).push(await traceLoad(browser, base + path));
    for (const [base, loads] of results) {
      console.log(
        `${base}${path}: blocking time after first paint, median ${Math.round(median(loads.map((load) => load.blocking)))} ms ` +
          `(runs: ${loads.map((load) => Math.round(load.blocking)).join(', ')}), first paint median ${Math.round(median(loads.map((load) => load.firstPaint)))} ms`,
      );
      console.log(`  tasks over ${LONG_TASK_MS} ms (start:duration), last run: ${loads.at(-1).longTasks.join(' ') || 'none'}`);
    }
  }
} finally {
  await browser.close();
  tiles.close();
}
