import { allergens } from '../allergens';
import type { MenuView } from '../menu-view';
import { PrintButton } from './print-button.client';
import styles from './menu.module.css';

/** Every dish of a menu against the 14 allergens: C contains, M may contain. Printable. */
export function AllergenGuide({ menu }: { menu: MenuView }) {
  return (
    <section aria-labelledby="allergen-guide-heading" className={styles.guide}>
      <div className={styles.guideHeading}>
        <h2 id="allergen-guide-heading">Allergen guide: {menu.name}</h2>
        <PrintButton />
      </div>
      <div className={styles.legal}>
        <p>
          <strong>Food allergies and intolerances:</strong> please speak to a member of the team before you order. They can tell you what is in every dish and
          what we can change.
        </p>
        <p>
          Our dishes are cooked in kitchens that handle all 14 allergens, and some share fryers and grills. Where there is a risk a dish picks up traces, we
          mark it &ldquo;may contain&rdquo;. We cannot guarantee any dish is completely free from an allergen.
        </p>
      </div>
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={`Allergens in the ${menu.name}, scrolls sideways`}>
        <table className={styles.allergenTable}>
          <caption className="visually-hidden">Allergens in each dish of the {menu.name}: C means the dish contains it, M means it may contain it.</caption>
          <thead>
            <tr>
              <th scope="col">Dish</th>
              {allergens.map((allergen) => (
                <th key={allergen.key} scope="col" className={styles.allergenColumn}>
                  <span>{allergen.label}</span>
                </th>
              ))}
            </tr>
          </thead>
          {menu.sections.map((section) => (
            <tbody key={section.id}>
              <tr>
                <th scope="rowgroup" colSpan={allergens.length + 1} className={styles.sectionRow}>
                  {section.name}
                </th>
              </tr>
              {section.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.name}</th>
                  {allergens.map(({ key, label }) => {
                    const mark = item.contains.includes(key) ? 'C' : item.mayContain.includes(key) ? 'M' : '';
                    return (
                      <td key={key} data-mark={mark || undefined}>
                        {mark && (
                          <>
                            <span aria-hidden="true">{mark}</span>
                            <span className="visually-hidden">{mark === 'C' ? `Contains ${label}` : `May contain ${label}`}</span>
                          </>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      <p className={styles.key}>
        <strong>C</strong> contains · <strong>M</strong> may contain
      </p>
    </section>
  );
}
