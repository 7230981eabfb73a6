// Lighthouse (mobile settings) on pages of a running site:
//   [RUNS=3] npm run lighthouse -- [BASE_URL] [PATH ...]      default: http://127.0.0.1:3000 / /cookie-policy
// Prints each category's score and the main timings, then the same page's HTML without its scripts, measured the
// same moment (the "control": what the page scores before any of its JavaScript runs). Full reports: bench/results/.
// While it runs it serves map tiles on TILE_PORT (3999; 0 takes any free port): start the site with
// MAP_TILE_URL=http://127.0.0.1:3999/{z}/{x}/{y}.png to measure maps that load, on a machine without internet access.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startTileStandIn } from './lib/map-tiles.mjs';
import { resultsPath } from './lib/results-dir.mjs';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/', '/cookie-policy'];
// Lighthouse's timings follow how busy the machine is: RUNS=3 measures each page three times and reports the median.
const runsPerPage = Math.max(1, Number(process.env.RUNS ?? 1));

/**
 * Serves a page's HTML with every script removed, and passes anything else (styles, fonts, images) through to the
 * site, so the control loads exactly what the page shows.
 */
async function startControlServer() {
  const pages = new Map();
  const server = createServer(async (req, res) => {
    const html = pages.get(req.url);
    if (html !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    const answer = await fetch(base + req.url);
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const controlBase = `http://127.0.0.1:${server.address().port}`;
  return {
    async urlFor(path) {
      const html = await (await fetch(base + path)).text();
      const controlPath = `/__control${path}`;
      pages.set(controlPath, html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link[^>]+as="script"[^>]*>/gi, ''));
      return controlBase + controlPath;
    },
    close: () => server.close(),
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Paint holding keeps the previous page on screen across a same-site navigation until the new one paints; in
    // headless Chromium it releases the first paint on a one-second beat, so even a static copy of a page showed its
    // first paint at 0.3, 1.2 or 2.2 s from run to run. Without it the first paint is the page's own (docs/decisions/0028).
    '--disable-features=PaintHolding',
  ],
});
const control = await startControlServer();
let tiles;

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const audit = (lhr, id) => lhr.audits[id]?.displayValue ?? '-';
const timings = (lhr) =>
  `FCP ${audit(lhr, 'first-contentful-paint')}, LCP ${audit(lhr, 'largest-contentful-paint')}, TBT ${audit(lhr, 'total-blocking-time')}, CLS ${audit(lhr, 'cumulative-layout-shift')}`;

try {
  tiles = await startTileStandIn(Number(process.env.TILE_PORT ?? 3999));
  // /restaurants is rendered on every request; cached pages keep the tiles they were rendered with until they expire.
  if (!(await (await fetch(`${base}/restaurants`)).text()).includes(tiles.urlTemplate.split('/{z}')[0])) {
    console.log(`The site's maps do not use the tiles served here: start it with MAP_TILE_URL=${tiles.urlTemplate} to measure maps that load.`);
  }
  for (const path of targets) {
    // A first visit fills the page cache, so the measured run sees what visitors normally get.
    await fetch(base + path);
    const runs = [];
    for (let run = 0; run < runsPerPage; run++) runs.push(await lighthouse(base + path, { port: chrome.port, output: 'html', logLevel: 'error' }));
    runs.sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
    const { lhr, report } = runs[Math.floor((runs.length - 1) / 2)];
    const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_+|_+$/g, '') || 'home';
    writeFileSync(resultsPath(`lighthouse-${name}.html`), report);
    const spread = runs.length > 1 ? ` (median of ${runs.length} runs: ${runs.map((run) => score(run.lhr, 'performance')).join(', ')})` : '';
    // Lighthouse's own measure of how fast the machine ran the page (higher is faster): on a shared machine it moves
    // from run to run, and total blocking time with it.
    const speeds = runs.map((run) => Math.round(run.lhr.environment.benchmarkIndex)).join(', ');
    console.log(
      `${path}: performance ${score(lhr, 'performance')}${spread}, accessibility ${score(lhr, 'accessibility')}, best practices ${score(lhr, 'best-practices')}, SEO ${score(lhr, 'seo')} | ${timings(lhr)} | machine speed ${speeds}`,
    );
    const { lhr: without } = await lighthouse(await control.urlFor(path), { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    console.log(`${' '.repeat(path.length)}  control, the same HTML without scripts: performance ${score(without, 'performance')} | ${timings(without)}`);
  }
} finally {
  control.close();
  tiles?.close();
  await chrome.kill();
}
