// After a test run: the personal data the tests typed in as diners, applicants and staff must be in no server log.
// Logs travel further than the database (log stores, support tickets) and the privacy policy does not cover them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the test suites plant (tests/support: uniqueEmail, the diners' phone numbers and names). */
const PERSONAL_DATA = [
  ['an email address', /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/],
  ['a phone number', /\b07700 ?900 ?\d{3}\b|\+44 ?7700|\b0151 ?496 ?0004\b|\b0191 ?498 ?0999\b|\b01384 ?000 ?111\b/],
  ['a diner’s name', /\bLovelace\b/],
];

/** Each line of each log that holds personal data: `file:line: what`. */
export function personalDataInLogs(logDir) {
  const findings = [];
  for (const name of readdirSync(logDir).filter((file) => file.endsWith('.log'))) {
    const lines = readFileSync(path.join(logDir, name), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const [what, pattern] of PERSONAL_DATA) {
        if (pattern.test(line)) findings.push(`${name}:${index + 1}: ${what}: ${line.slice(0, 300)}`);
      }
    });
  }
  return findings;
}
