// One collator for every alphabetical list. `a.localeCompare(b, 'en-GB')` builds a collator on each call: sorting
// the map's 150 restaurant names took a long task on a slow phone. Built on first use, not on import.
let britishCollator: Intl.Collator | undefined;

/** Compares names as a British reader orders them: case aside, accented letters beside their plain ones. */
export const alphabetical = (a: string, b: string): number => (britishCollator ??= new Intl.Collator('en-GB')).compare(a, b);
