import type { SeedDietaryTag } from '../types';

/**
 * The dietary tags diners can filter the demo menus by. The slug is what the menu address carries (?diet=vegan);
 * the code is the little badge printed beside a dish. "Spicy" is a flavour warning, not a diet, so it has no
 * schema.org equivalent.
 */
export const dietaryTags: SeedDietaryTag[] = [
  { slug: 'vegan', name: 'Vegan', code: 'VE', schemaDiet: 'VeganDiet' },
  { slug: 'vegetarian', name: 'Vegetarian', code: 'V', schemaDiet: 'VegetarianDiet' },
  { slug: 'gluten-free', name: 'Gluten-free', code: 'GF', schemaDiet: 'GlutenFreeDiet' },
  { slug: 'dairy-free', name: 'Dairy-free', code: 'DF', schemaDiet: 'LowLactoseDiet' },
  { slug: 'halal', name: 'Halal', code: 'H', schemaDiet: 'HalalDiet' },
  { slug: 'under-600', name: 'Under 600 kcal', code: '600', schemaDiet: 'LowCalorieDiet' },
  { slug: 'spicy', name: 'Spicy', code: 'HOT' },
];
