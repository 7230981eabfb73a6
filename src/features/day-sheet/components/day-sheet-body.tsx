import 'server-only';
import { longDate } from '@/lib/long-date';
import { addDays, londonToday } from '@/lib/london-time';
import { answerDaySheet, type DaySheetAnswer, type Restaurant } from '../day-sheet-access';
import { DAY_SHEET_CSV_PATH, DAY_SHEET_PATH, daySheetHref } from '../day-sheet-paths';
import { DaySheetLive } from './day-sheet-live.client';
import styles from './day-sheet.module.css';
import { PrintButton } from './print-button.client';

type Props = { user: unknown; searchParams: Record<string, string | string[] | undefined> | undefined };

/** The day sheet inside the back-office's frame (its own view, or a manager's dashboard): the chooser, then the day. */
export async function DaySheetBody({ user, searchParams }: Props) {
  const answer = await answerDaySheet(user, searchParams ?? {});
  const title = answer.kind === 'sheet' ? `Day sheet: ${answer.sheet.restaurant}` : 'Day sheet';
  return (
    // The page's main landmark: Payload's frame has none of its own, and the header below is the sheet's, not the site's.
    <main className={styles.sheet} data-day-sheet="">
      <header>
        <h1 className={styles.heading}>{title}</h1>
        {answer.kind === 'sheet' && <p className={styles.date}>{longDate(answer.sheet.date)}</p>}
        {!['signed-out', 'wrong-role'].includes(answer.kind) && (
          <p className={`${styles.help} ${styles.noPrint}`}>
            Every booking of the day by arrival time, kept up to date by itself; allergies are marked ALLERGY. Choose a restaurant and a date, download the day
            as CSV or print it as an A4 run sheet.
          </p>
        )}
      </header>
      <Outcome answer={answer} />
    </main>
  );
}

function Outcome({ answer }: { answer: DaySheetAnswer }) {
  switch (answer.kind) {
    case 'signed-out':
      return <p className={styles.notice}>Sign in to the back-office to see the day sheet.</p>;
    case 'wrong-role':
      return <p className={styles.notice}>The day sheet is not for your role: it is for restaurant managers and administrators.</p>;
    case 'no-restaurants':
      return <p className={styles.notice}>No restaurant is assigned to your account yet: an administrator can add yours under Users.</p>;
    case 'invalid':
      return (
        <>
          <Chooser restaurants={answer.restaurants} date={answer.date} errors={answer.errors} />
          <p className={styles.error} role="alert" id="day-sheet-error">
            {Object.values(answer.errors).join(' ')}
          </p>
        </>
      );
    case 'not-yours':
      return (
        <>
          <Chooser restaurants={answer.restaurants} date={answer.date} />
          <p className={styles.error} role="alert">
            You cannot see the day sheet of restaurant {answer.storeId}: choose one of your restaurants.
          </p>
        </>
      );
    case 'sheet': {
      const { sheet } = answer;
      return (
        <>
          <Chooser restaurants={answer.restaurants} storeId={sheet.storeId} date={sheet.date} />
          <nav className={`${styles.toolbar} ${styles.noPrint}`} aria-label="Other days and downloads">
            <a className={styles.linkButton} href={daySheetHref(DAY_SHEET_PATH, sheet.storeId, addDays(sheet.date, -1))}>
              <span aria-hidden="true">←</span>Previous day
            </a>
            <a className={styles.linkButton} href={daySheetHref(DAY_SHEET_PATH, sheet.storeId, londonToday())}>
              Today
            </a>
            <a className={styles.linkButton} href={daySheetHref(DAY_SHEET_PATH, sheet.storeId, addDays(sheet.date, 1))}>
              Next day<span aria-hidden="true">→</span>
            </a>
            <a className={styles.linkButton} href={daySheetHref(DAY_SHEET_CSV_PATH, sheet.storeId, sheet.date)} download>
              Download CSV
            </a>
            <PrintButton />
          </nav>
          <DaySheetLive key={`${sheet.storeId} ${sheet.date}`} initial={sheet} />
        </>
      );
    }
  }
}

type ChooserProps = { restaurants: Restaurant[]; storeId?: number; date: string; errors?: Record<string, string> };

/** A plain GET form: the address names the restaurant and day, so it can be shared, bookmarked, and works without scripts. */
function Chooser({ restaurants, storeId, date, errors = {} }: ChooserProps) {
  return (
    <form className={`${styles.chooser} ${styles.noPrint}`} method="get" action={DAY_SHEET_PATH} aria-label="Choose a restaurant and a date">
      <div className={styles.field}>
        <label htmlFor="day-sheet-restaurant">Restaurant</label>
        <select
          id="day-sheet-restaurant"
          className={styles.control}
          name="restaurant"
          defaultValue={storeId === undefined ? undefined : String(storeId)}
          aria-invalid={errors.restaurant ? true : undefined}
          aria-describedby={errors.restaurant ? 'day-sheet-error' : undefined}
        >
          {restaurants.map((restaurant) => (
            <option key={restaurant.storeId} value={restaurant.storeId}>
              {restaurant.title}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="day-sheet-date">Date</label>
        <input
          id="day-sheet-date"
          className={styles.control}
          type="date"
          name="date"
          defaultValue={date}
          required
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? 'day-sheet-error' : undefined}
        />
      </div>
      <button className={`${styles.button} ${styles.primary}`} type="submit">
        Show the day
      </button>
    </form>
  );
}
