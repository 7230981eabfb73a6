// Lighthouse (mobile settings) on pages of a running site:
//   npm run lighthouse -- [BASE_URL] [PATH ...]      default: http://127.0.0.1:3000 / /cookie-policy
// Prints each category's score and the main timings; full reports go to bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/', '/cookie-policy'];
mkdirSync('bench/results', { recursive: true });

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const path of targets) {
    // A first visit fills the page cache, so the measured run sees what visitors normally get.
    await fetch(base + path);
    const { lhr, report } = await lighthouse(base + path, { port: chrome.port, output: 'html', logLevel: 'error' });
    const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_+|_+$/g, '') || 'home';
    writeFileSync(`bench/results/lighthouse-${name}.html`, report);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.displayValue ?? '-';
    console.log(
      `${path}: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}` +
        ` | FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`,
    );
  }
} finally {
  await chrome.kill();
}
