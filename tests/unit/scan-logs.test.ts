import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { personalDataInLogs } from '../../scripts/lib/scan-logs.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'scan-logs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the scan of the servers’ logs', () => {
  it('finds an address, a test diner’s phone number or name, and passes lines without them', () => {
    writeFileSync(
      path.join(dir, 'site.log'),
      [
        '{"level":30,"requestId":"a1","msg":"Bot check refused a submission"}',
        '{"level":50,"msg":"could not send","to":"ada+1795-x1@example.com"}',
        '{"level":30,"msg":"booking for Ada Lovelace"}',
        '{"level":30,"msg":"callback","phone":"07700 900123"}',
        '{"level":30,"msg":"Migrated:  20261124_023202_remove_rate_limit_hits (10ms)"}',
      ].join('\n'),
    );
    writeFileSync(path.join(dir, 'notes.txt'), 'ada@example.com is not a log');
    const findings = (personalDataInLogs(dir) as string[]).map((finding) => finding.split(': ').slice(0, 2).join(': '));
    expect(findings).toEqual(['site.log:2: an email address', 'site.log:3: a diner’s name', 'site.log:4: a phone number']);
  });
});
