/**
 * No route's first-load JavaScript grows past its budget (bench/js-budgets.json, set from measured sizes plus 10 %
 * with `npm run bench:js -- <site> --write`, after a change that rightly adds code).
 * And each of those scripts carries the compile hint `npm run build` adds (scripts/lib/compile-hints.mjs).
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { BUDGETED_ROUTES, firstLoadScriptUrls, measureRoutes, pageOf } from '../../bench/lib/first-load-js.mjs';
import { COMPILE_HINT } from '../../scripts/lib/compile-hints.mjs';
import { runningSites } from '../support/site-api';

const budgets = JSON.parse(readFileSync('bench/js-budgets.json', 'utf8')) as Record<string, number>;
const [, base] = runningSites[0]!;

it('every budgeted route has a budget', () => {
  expect(Object.keys(budgets).sort()).toEqual(Object.keys(BUDGETED_ROUTES).sort());
});

it('no route ships more first-load JavaScript than its budget', async () => {
  const sizes = (await measureRoutes(base)) as Record<string, number>;
  const over = Object.entries(sizes)
    .filter(([route, bytes]) => bytes > budgets[route]!)
    .map(([route, bytes]) => `${route}: ${bytes} B > ${budgets[route]} B`);
  expect(over).toEqual([]);
});

it("every route's first-load scripts carry V8's compile hint, so the browser compiles them as they download", async () => {
  const unmarked = new Set<string>();
  for (const route of Object.keys(BUDGETED_ROUTES)) {
    for (const url of await firstLoadScriptUrls(base, await pageOf(base, route))) {
      if (!(await (await fetch(url)).text()).startsWith(COMPILE_HINT)) unmarked.add(`${route}: ${url}`);
    }
  }
  expect([...unmarked]).toEqual([]);
});
