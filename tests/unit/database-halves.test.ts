import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { missingDatabaseHalves } from '../../scripts/lib/database-halves.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'database-halves-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A Vitest JSON report holding tests of these names (suite, title) and statuses. */
function report(name: string, tests: [suite: string, title: string, status: string][]) {
  const file = path.join(dir, `${name}.json`);
  const assertionResults = tests.map(([suite, title, status]) => ({ ancestorTitles: [suite], title, fullName: `${suite} ${title}`, status }));
  writeFileSync(file, JSON.stringify({ testResults: [{ assertionResults }] }));
  return file;
}

describe('the check, under CI, that both databases’ halves of the integration tests ran', () => {
  it('passes a run where every test named for a database ran on both', () => {
    const file = report('both', [
      ['menus on SQLite', 'serves a menu', 'passed'],
      ['menus on PostgreSQL', 'serves a menu', 'failed'],
      ['the fuzz seeds', 'are kept', 'passed'],
    ]);
    expect(missingDatabaseHalves(file)).toEqual([]);
  });

  it('fails a run where PostgreSQL’s half is missing, or part of a half was skipped', () => {
    expect(missingDatabaseHalves(report('sqlite-only', [['menus on SQLite', 'serves a menu', 'passed']]))).toEqual([
      'the PostgreSQL half of the integration tests did not run in full: 0 ran, 0 skipped',
    ]);
    const skipped = report('skipped', [
      ['menus on SQLite', 'serves a menu', 'passed'],
      ['menus on PostgreSQL', 'serves a menu', 'passed'],
      ['a database outage on PostgreSQL', 'answers 503', 'skipped'],
    ]);
    expect(missingDatabaseHalves(skipped)).toEqual(['the PostgreSQL half of the integration tests did not run in full: 1 ran, 1 skipped']);
  });

  it('has nothing to say of a run whose tests name no database, or of no report at all', () => {
    expect(missingDatabaseHalves(report('none', [['the fuzz seeds', 'are kept', 'passed']]))).toEqual([]);
    expect(missingDatabaseHalves(path.join(dir, 'missing.json'))).toEqual([]);
  });
});
