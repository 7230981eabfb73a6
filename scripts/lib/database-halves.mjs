// Under CI every integration test runs on both databases: a half that did not run (PostgreSQL missing or failing to
// start, a suite skipped) must fail the run rather than pass it on SQLite alone.
import { existsSync, readFileSync } from 'node:fs';

const DATABASES = ['SQLite', 'PostgreSQL'];

/**
 * What is wrong with the databases' halves in a Vitest JSON report: a database none of its tests ran on while the
 * other's did, or tests on it that were skipped. A test is on a database when its name or a suite's names it
 * (`describe.each(runningSites)('… on %s')`). Empty when both halves ran in full, or no test names a database.
 */
export function missingDatabaseHalves(reportFile) {
  const tests = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')).testResults.flatMap((file) => file.assertionResults) : [];
  const halves = DATABASES.map((database) => {
    const on = tests.filter((test) => new RegExp(`\\b${database}\\b`).test(test.fullName ?? [...test.ancestorTitles, test.title].join(' ')));
    return {
      database,
      ran: on.filter((test) => test.status === 'passed' || test.status === 'failed').length,
      skipped: on.filter((test) => test.status === 'skipped' || test.status === 'pending' || test.status === 'todo').length,
    };
  });
  if (halves.every((half) => half.ran === 0 && half.skipped === 0)) return [];
  return halves
    .filter((half) => half.ran === 0 || half.skipped > 0)
    .map((half) => `the ${half.database} half of the integration tests did not run in full: ${half.ran} ran, ${half.skipped} skipped`);
}
