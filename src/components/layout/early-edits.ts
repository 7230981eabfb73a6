/**
 * What a visitor typed, ticked or chose before the page's scripts started stays in the fields (React keeps a field's
 * value when it hydrates), but React's state never hears of it: a form would check or send the values it was rendered
 * with, and a choice that shows more fields would show nothing. So once such a field is hydrated, its change is
 * announced to React as the visitor's own, once. Which fields were edited early is noted by early-taps.ts as it
 * happens; a value the browser restored on its own (going back to a page) is not an edit and is left alone.
 *
 * React tells a real change from a repeat by the value it last saw, kept by a setter it puts on each field. Setting
 * the field back to its first value through that setter, then to the visitor's through the browser's own, makes the
 * next input event a change React reports (a select reports every change event). A textarea React renders with text
 * of its own is reset by React as it hydrates: none of the site's does.
 */

/** A host element React has hydrated carries its props under this prefix (React 17 and later). */
export const isHydrated = (field: Element) => Object.keys(field).some((key) => key.startsWith('__reactProps$'));

const NOT_EDITABLE = new Set(['file', 'hidden', 'submit', 'reset', 'button', 'image']);

const announced = new WeakSet<Element>();

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** The option a select showed as rendered: the one marked selected, else (as browsers choose) the first not disabled. */
function renderedIndex(select: HTMLSelectElement): number {
  const options = [...select.options];
  const marked = options.findIndex((option) => option.defaultSelected);
  return marked >= 0 ? marked : options.findIndex((option) => !option.disabled);
}

function changedSinceRendered(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    if (field.multiple) return false;
    return field.selectedIndex !== renderedIndex(field);
  }
  if (field instanceof HTMLInputElement) {
    if (NOT_EDITABLE.has(field.type)) return false;
    if (field.type === 'checkbox') return field.checked !== field.defaultChecked;
    // The radio now chosen speaks for its group; the one it replaced is unticked as the browser left it.
    if (field.type === 'radio') return field.checked && !field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

const browserSetter = (field: Field, property: 'value' | 'checked') => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set;

function announce(field: Field) {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const chosen = field.checked;
    // React's setter remembers the opposite; the click puts the visitor's choice back and is reported as a change.
    field.checked = field.type === 'checkbox' ? !chosen : false;
    field.click();
    // A click something refused (a handler that prevents it) must not leave the choice turned round.
    if (field.checked !== chosen) browserSetter(field, 'checked')?.call(field, chosen);
    return;
  }
  const typed = field.value;
  const { selectionStart, selectionEnd } =
    field instanceof HTMLTextAreaElement || /^(text|search|email|tel|url|password)$/.test(field.type) ? field : { selectionStart: null, selectionEnd: null };
  field.value = field.defaultValue;
  browserSetter(field, 'value')?.call(field, typed);
  if (selectionStart !== null && document.activeElement === field) field.setSelectionRange(selectionStart, selectionEnd);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Announces each field edited before hydration that is hydrated now; returns how many such fields still wait. */
export function replayEarlyEdits(edited: readonly Element[]): number {
  let waiting = 0;
  for (const field of edited) {
    if (announced.has(field) || !isField(field) || !field.isConnected || !changedSinceRendered(field)) continue;
    if (!isHydrated(field)) {
      waiting += 1;
      continue;
    }
    announced.add(field);
    announce(field);
  }
  return waiting;
}
