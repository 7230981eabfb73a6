/**
 * The browser logs every API answer that is not a success ("Failed to load resource: ... status of 409") as a console
 * error. Where a test provokes a refusal on purpose (code 4 and status 9 answer 409), exactly those lines are taken out
 * of the fixture's list; anything else in it still fails the test.
 */
export function allowApiRefusals(consoleErrors: string[], statuses: readonly number[]) {
  const expected = (text: string) => statuses.some((status) => text.includes(`the server responded with a status of ${status}`));
  const remaining = consoleErrors.filter((text) => !expected(text));
  consoleErrors.splice(0, consoleErrors.length, ...remaining);
}
