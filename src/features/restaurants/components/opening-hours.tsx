import { addDays, londonClock } from '@/lib/london-time';
import { dayName, weekdays } from '@/lib/weekdays';
import { clickCollectUntil, formatTimeRange, hoursOn, isClosedAllDay, statusTimeline, type OpeningSchedule } from '../domain/opening-hours';
import { markTodayScript } from './mark-today-script';
import { OpeningStatus, type StatusEntry } from './opening-status.client';
import styles from './restaurant.module.css';

/** How far ahead special dates (Christmas, refurbishments) are announced. */
const SPECIAL_DATES_AHEAD_DAYS = 60;

const dayMonth = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });
const formatDate = (date: string) => dayMonth.format(new Date(`${date}T00:00:00Z`));

export function OpeningStatusNow({ schedule, now }: { schedule: OpeningSchedule; now: Date }) {
  const timeline = statusTimeline(schedule, now).map(({ from, isOpen, text }): StatusEntry => [from, isOpen ? 1 : 0, text]);
  return <OpeningStatus timeline={timeline} />;
}

/** The week's opening and click & collect hours, then any special dates coming up. */
export function OpeningHours({ schedule, clickCollect, now }: { schedule: OpeningSchedule; clickCollect: boolean; now: Date }) {
  const today = londonClock(now).date;
  const horizon = addDays(today, SPECIAL_DATES_AHEAD_DAYS);
  const specialDates = schedule.overrides.filter((override) => override.endDate >= today && override.startDate <= horizon);
  return (
    <>
      <table className={styles.hours}>
        <caption className="visually-hidden">Opening hours{clickCollect ? ' and click & collect times' : ''}, UK time</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Open</th>
            {clickCollect && <th scope="col">Click &amp; collect until</th>}
          </tr>
        </thead>
        <tbody>
          {weekdays.map((day) => {
            const hours = schedule.weekly[day];
            return (
              <tr key={day} data-day={day} suppressHydrationWarning>
                <th scope="row">{dayName(day)}</th>
                <td>{formatTimeRange(hours)}</td>
                {clickCollect && <td>{clickCollectUntil(hours) ?? '–'}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
      <script dangerouslySetInnerHTML={{ __html: markTodayScript }} />
      {specialDates.length > 0 && (
        <>
          <h3 className={styles.subheading}>Special dates</h3>
          <ul className={styles.specialDates}>
            {specialDates.map((override) => {
              const hours = hoursOn(schedule, override.startDate);
              const dates =
                override.startDate === override.endDate
                  ? formatDate(override.startDate)
                  : `${formatDate(override.startDate)} to ${formatDate(override.endDate)}`;
              return (
                <li key={`${override.startDate}-${override.endDate}`}>
                  <strong>{dates}</strong>: {isClosedAllDay(hours) ? 'closed' : formatTimeRange(hours)}
                  {override.note && <span className={styles.note}> ({override.note})</span>}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}
