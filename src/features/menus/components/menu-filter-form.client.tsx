'use client';

import Form from 'next/form';
import Link from 'next/link';
import type { ChangeEvent } from 'react';
import { allergens } from '../allergens';
import type { DietaryTagView } from '../menu-view';
import type { MenuQuery } from '../domain/menu-query';
import styles from './menu.module.css';

type Props = { action: string; tags: DietaryTagView[]; query: MenuQuery; clearHref: string };

/**
 * The dietary (and, in the allergen guide, allergen) filter: a GET form, so without JavaScript "Apply" reloads the
 * filtered page; with JavaScript each tick applies at once, and either way the address carries the selection.
 */
export function MenuFilterForm({ action, tags, query, clearHref }: Props) {
  const { filter, display } = query;
  const submit = (event: ChangeEvent<HTMLFormElement>) => event.currentTarget.requestSubmit();
  return (
    <Form action={action} className={styles.filter} onChange={submit} scroll={false} replace>
      {display === 'allergens' && <input type="hidden" name="view" value="allergens" />}
      <fieldset className={styles.fieldset}>
        <legend>Show only dishes that are</legend>
        <div className={styles.options}>
          {tags.map((tag) => (
            <label key={tag.slug} className={styles.option}>
              <input type="checkbox" name="diet" value={tag.slug} defaultChecked={filter.diets.includes(tag.slug)} />
              <span>{tag.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {display === 'allergens' && (
        <fieldset className={styles.fieldset}>
          <legend>Hide dishes that contain</legend>
          <div className={styles.options}>
            {allergens.map((allergen) => (
              <label key={allergen.key} className={styles.option}>
                <input type="checkbox" name="exclude" value={allergen.key} defaultChecked={filter.excluded.includes(allergen.key)} />
                <span>{allergen.label}</span>
              </label>
            ))}
          </div>
          <label className={styles.option}>
            <input type="checkbox" name="strict" value="1" defaultChecked={filter.strict} />
            <span>Also hide dishes that may contain them</span>
          </label>
        </fieldset>
      )}
      <div className={styles.filterActions}>
        <button type="submit" className="button button--secondary">
          Apply
        </button>
        {(filter.diets.length > 0 || filter.excluded.length > 0) && (
          <Link href={clearHref} scroll={false} className={styles.clear}>
            Clear filters
          </Link>
        )}
      </div>
    </Form>
  );
}
