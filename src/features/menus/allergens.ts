/**
 * The 14 allergens UK food law (the Food Information Regulations 2014) requires a restaurant to declare, in the
 * order and wording the Food Standards Agency uses.
 */
export const allergens = [
  { key: 'celery', label: 'Celery' },
  { key: 'gluten', label: 'Cereals containing gluten' },
  { key: 'crustaceans', label: 'Crustaceans' },
  { key: 'eggs', label: 'Eggs' },
  { key: 'fish', label: 'Fish' },
  { key: 'lupin', label: 'Lupin' },
  { key: 'milk', label: 'Milk' },
  { key: 'molluscs', label: 'Molluscs' },
  { key: 'mustard', label: 'Mustard' },
  { key: 'nuts', label: 'Tree nuts' },
  { key: 'peanuts', label: 'Peanuts' },
  { key: 'sesame', label: 'Sesame' },
  { key: 'soya', label: 'Soya' },
  { key: 'sulphites', label: 'Sulphur dioxide and sulphites' },
] as const;

export type Allergen = (typeof allergens)[number]['key'];

export const allergenKeys: readonly Allergen[] = allergens.map(({ key }) => key);

const labels = new Map<string, string>(allergens.map(({ key, label }) => [key, label]));
export const allergenLabel = (key: string) => labels.get(key) ?? key;
