import Link from 'next/link';
import { jsonLdScript } from '@/lib/json-ld';
import { filterMenu, isFiltering, noFilter } from '../domain/menu-filter';
import { menuQueryString, type MenuQuery } from '../domain/menu-query';
import { allergenLabel } from '../allergens';
import type { DietaryTagView, MenuView } from '../menu-view';
import { menuPath } from '../menu-paths';
import { AllergenGuide } from './allergen-guide';
import { MenuDish } from './menu-dish';
import { MenuFilterForm } from './menu-filter-form.client';
import { MenuSwitcher } from './menu-switcher.client';
import styles from './menu.module.css';

/** UK calorie labelling: the reference intake statement, shown with every menu not meant for children. */
const ADULT_REFERENCE_INTAKE = 'Adults need around 2000 kcal a day';

type Props = {
  menu: MenuView;
  tags: DietaryTagView[];
  query: MenuQuery;
  /** Where this family of menu pages lives: /menu, /our-menu, /restaurants/{city}/menu or /restaurants/{city}/{slug}/menu */
  base: string;
  /** Other menus to switch to (a restaurant's or a city's own menus) */
  switchable?: MenuView[];
  /** "at The Printworks", "in Manchester": whose menus these are */
  where?: string;
  jsonLd?: unknown;
};

function describeFilter({ filter }: MenuQuery, tags: Map<string, DietaryTagView>) {
  const parts = [
    ...filter.diets.map((slug) => tags.get(slug)?.name ?? slug),
    ...(filter.excluded.length ? [`without ${filter.excluded.map(allergenLabel).join(', ')}`] : []),
  ];
  return parts.join(', ');
}

/** A menu as an article: filter, sticky section navigation and dishes, or the allergen guide (spec section 2). */
export function MenuArticle({ menu, tags, query, base, switchable, where, jsonLd }: Props) {
  const path = menuPath(base, menu.slug);
  const shown = filterMenu(menu, query.filter);
  const tagsBySlug = new Map(tags.map((tag) => [tag.slug, tag]));
  const filtering = isFiltering(query.filter);
  const viewHref = (display: MenuQuery['display']) => `${path}${menuQueryString({ ...query, display })}`;
  return (
    <article className={`container ${styles.page}`}>
      {jsonLd !== undefined && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />}
      <header className={styles.header}>
        <h1>
          {menu.name}
          {where && <span className={styles.at}> {where}</span>}
        </h1>
        {menu.description && <p className={styles.lead}>{menu.description}</p>}
        {switchable && switchable.length > 1 && <MenuSwitcher menus={switchable.map(({ slug, name }) => ({ slug, name }))} current={menu.slug} base={base} />}
        <nav aria-label="Menu views" className={styles.tabs}>
          <Link href={viewHref('menu')} aria-current={query.display === 'menu' ? 'page' : undefined} scroll={false}>
            Dishes
          </Link>
          <Link href={viewHref('allergens')} aria-current={query.display === 'allergens' ? 'page' : undefined} scroll={false}>
            Allergen guide
          </Link>
        </nav>
      </header>

      <MenuFilterForm action={path} tags={tags} query={query} clearHref={`${path}${menuQueryString({ filter: noFilter, display: query.display })}`} />

      <p role="status" className={styles.summary}>
        {filtering
          ? shown.sections.length
            ? `Showing dishes: ${describeFilter(query, tagsBySlug)}.`
            : `No dishes on the ${menu.name} match: ${describeFilter(query, tagsBySlug)}. Try removing a filter.`
          : ''}
      </p>

      {query.display === 'allergens' ? (
        shown.sections.length > 0 && <AllergenGuide menu={shown} />
      ) : (
        <>
          {shown.sections.length > 1 && (
            <nav aria-label="Menu sections" className={styles.sectionNav}>
              <ul>
                {shown.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.name}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {shown.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.section}>
              <h2 id={`${section.id}-heading`}>{section.name}</h2>
              {section.description && <p className={styles.sectionDescription}>{section.description}</p>}
              <ul className={styles.dishes}>
                {section.items.map((item) => (
                  <MenuDish key={item.id} item={item} tags={tagsBySlug} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      <footer className={styles.menuFooter}>
        {menu.audience === 'adults' && <p className={styles.intake}>{ADULT_REFERENCE_INTAKE}.</p>}
        <p>
          Calories are per portion as served. Please tell us about any allergies before you order: the allergen guide lists all 14 allergens for every dish.
        </p>
      </footer>
    </article>
  );
}
