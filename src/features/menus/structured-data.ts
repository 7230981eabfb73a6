import type { DietaryTagView, MenuView } from './menu-view';

/** schema.org Menu with its sections and items, each with its price, diets (suitableForDiet) and calories (nutrition). */
export function menuJsonLd(menu: MenuView, tags: readonly DietaryTagView[], url: string) {
  const dietBySlug = new Map(tags.filter((tag) => tag.schemaDiet).map((tag) => [tag.slug, `https://schema.org/${tag.schemaDiet}`]));
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: menu.name,
    description: menu.description ?? undefined,
    url,
    inLanguage: 'en-GB',
    hasMenuSection: menu.sections.map((section) => ({
      '@type': 'MenuSection',
      name: section.name,
      description: section.description ?? undefined,
      hasMenuItem: section.items.map((item) => {
        const diets = item.dietaryTags.map((slug) => dietBySlug.get(slug)).filter((diet): diet is string => Boolean(diet));
        return {
          '@type': 'MenuItem',
          name: item.name,
          description: item.description ?? undefined,
          offers: { '@type': 'Offer', price: item.price.toFixed(2), priceCurrency: 'GBP' },
          nutrition: { '@type': 'NutritionInformation', calories: `${item.kcal} calories`, servingSize: item.portion },
          ...(diets.length ? { suitableForDiet: diets } : {}),
        };
      }),
    })),
  };
}
