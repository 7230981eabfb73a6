/**
 * Whether a diner's special request speaks of an allergy or an intolerance, so the day sheet can mark it beyond
 * missing: the words of the UK's fourteen declarable allergens and the ways diners write about them. Errs towards
 * marking: a false alarm costs a glance, a missed allergy can cost a life.
 */
const ALLERGY_WORDS: readonly (readonly [label: string, pattern: RegExp])[] = [
  ['allergy', /\b(allerg\w*|anaphyla\w*|epi-?pens?|intoleran\w*)\b/i],
  ['coeliac', /\b(coeliac|celiac)\b/i],
  ['gluten', /\b(gluten|wheat|barley|rye|spelt)\b/i],
  ['nuts', /\b(nuts?|peanuts?|almonds?|cashews?|walnuts?|hazelnuts?|pecans?|pistachios?|macadamias?|brazil nuts?)\b/i],
  ['dairy', /\b(dairy|lactose|milk)\b/i],
  ['eggs', /\beggs?\b/i],
  ['shellfish', /\b(shellfish|crustaceans?|prawns?|shrimps?|crabs?|lobsters?|langoustines?|molluscs?|mussels?|oysters?|clams?|scallops?|squid|octopus)\b/i],
  ['fish', /\bfish\b/i],
  ['sesame', /\bsesame\b/i],
  ['soya', /\b(soya?|soybeans?)\b/i],
  ['celery', /\b(celery|celeriac)\b/i],
  ['mustard', /\bmustard\b/i],
  ['lupin', /\blupin\b/i],
  ['sulphites', /\b(sulphites?|sulfites?|sulphur dioxide)\b/i],
];

/** The allergy words a special request mentions, once each, in a fixed order; empty when it mentions none. */
export function allergyMentions(request: string | null | undefined): string[] {
  if (!request) return [];
  return ALLERGY_WORDS.filter(([, pattern]) => pattern.test(request)).map(([label]) => label);
}
