// The JavaScript a page costs on a phone before anyone touches it, and what its first scroll adds:
//   npm run bench:scripts -- [BASE_URL] [PATH ...]     default: http://127.0.0.1:3000 /
// For each page: the scripts fetched at load (count and compressed bytes), the main thread's script and task time
// until the network is quiet (Chromium's own counters, with the CPU slowed 4x as Lighthouse's mobile run does), and
// the scripts fetched after a first scroll. Run two sites alternately to compare them on a busy machine:
// the byte counts do not depend on the machine's load, the times do. AFTER_SCROLL_MS (default 3000): how long the
// scroll's fetches are waited for.
import { chromium } from 'playwright-core';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/'];
const afterScrollMs = Number(process.env.AFTER_SCROLL_MS ?? 3000);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

try {
  for (const path of targets) {
    // A first visit fills the page cache, so the measured one sees what visitors normally get.
    await fetch(base + path);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await session.send('Performance.enable');
    const scripts = new Map();
    let phase = 'load';
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const entry = { phase, bytes: 0 };
      scripts.set(response.url(), entry);
      pending.push(
        response
          .request()
          .sizes()
          .then(
            (sizes) => (entry.bytes = sizes.responseBodySize + sizes.responseHeadersSize),
            () => undefined,
          ),
      );
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const metrics = Object.fromEntries((await session.send('Performance.getMetrics')).metrics.map(({ name, value }) => [name, value]));
    phase = 'interaction';
    // A phone's first interaction is usually a scroll (it sends no pointer moves).
    await page.evaluate(() => window.scrollBy(0, 200));
    // What the scroll starts is fetched within moments; give a slowed, busy machine a few seconds.
    await page.waitForTimeout(afterScrollMs);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const at = (wanted) => [...scripts.values()].filter((script) => script.phase === wanted);
    const sum = (list) => list.reduce((total, script) => total + script.bytes, 0);
    console.log(
      `${path}: at load ${at('load').length} scripts, ${kB(sum(at('load')))}; script ${Math.round(metrics.ScriptDuration * 1000)} ms, tasks ${Math.round(metrics.TaskDuration * 1000)} ms (4x slower CPU)` +
        ` | first interaction adds ${at('interaction').length} scripts, ${kB(sum(at('interaction')))}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
