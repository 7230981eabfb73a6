/** Server actions posted as a browser without JavaScript posts their forms: React's `$ACTION_…` fields, then the form's own. */
import { serverActionEndpoints } from './state-changing-endpoints';

/** The id the build gave an action (`src/features/marketing/actions.ts#signUpAction`). */
export function actionIdOf(action: string): string {
  const found = serverActionEndpoints().find((endpoint) => endpoint.action === action);
  if (!found) throw new Error(`no server action ${action} in the build's manifest`);
  return found.actionId;
}

/** React's fields of a form whose action is `actionId`, as it renders them (bound to the form's idle state). */
export const withoutJavaScriptEnvelope = (actionId: string): [string, string][] => [
  ['$ACTION_REF_1', ''],
  ['$ACTION_1:0', JSON.stringify({ id: actionId, bound: '$@1' })],
  ['$ACTION_1:1', '[{"status":"idle"}]'],
];

/** What React's fetch posts for (previous state, form): the arguments in field "0", the form's fields prefixed "1_". */
export const byFetchEntries = (entries: readonly (readonly [string, string])[]): [string, string][] => [
  ['0', '[{"status":"idle"},"$K1"]'],
  ...entries.map(([name, value]): [string, string] => [`1_${name}`, value]),
];

const unescapeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The `$ACTION_…` fields of the first server-action form on a page, as the browser would post them: with its
 * `$ACTION_KEY`, by which the page shows the action's answer (field messages, the values sent) in that form.
 */
export async function actionFieldsOfPage(base: string, path: string): Promise<[string, string][]> {
  const html = await (await fetch(`${base}${path}`)).text();
  const fields: [string, string][] = [];
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="(\$ACTION_[^"]*)"(?: value="([^"]*)")?\/>/g)) {
    fields.push([name!, unescapeHtml(value ?? '')]);
    if (name === '$ACTION_KEY') return fields;
  }
  throw new Error(`no server-action form on ${path}`);
}
