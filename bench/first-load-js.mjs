// `npm run bench:js -- http://127.0.0.1:3000`: prints each budgeted route's first-load JavaScript (gzip) beside its
// budget in bench/js-budgets.json. `--write` sets the budgets to today's sizes plus 10 %.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureRoutes } from './lib/first-load-js.mjs';

const base = process.argv.slice(2).find((arg) => arg.startsWith('http')) ?? 'http://127.0.0.1:3000';
const budgetsFile = path.join(import.meta.dirname, 'js-budgets.json');
const sizes = await measureRoutes(base);
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(['route', 'first-load JS (gzip)', 'budget'].join('\t'));
for (const [route, bytes] of Object.entries(sizes)) console.log([route, kB(bytes), budgets[route] ? kB(budgets[route]) : '-'].join('\t'));
if (process.argv.includes('--write')) {
  const next = Object.fromEntries(Object.entries(sizes).map(([route, bytes]) => [route, Math.ceil(bytes * 1.1)]));
  writeFileSync(budgetsFile, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`Budgets written to ${budgetsFile}`);
}
