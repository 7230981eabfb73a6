import type { BotCheckClientConfig } from '@/features/bot-check/client-config';
import { formatMiles } from '@/features/restaurants/location-summary';
import { jobTypeLabel, roleCategoryLabel } from '../domain/categories';
import { forApplication } from '../domain/job';
import type { JobResult } from '../domain/job-search';
import { jobPath } from '../paths';
import { ApplyNow } from './apply-now.client';
import { closingText } from './closing-text';
import styles from './careers.module.css';

type Props = { job: JobResult; botCheck: BotCheckClientConfig; currentYear: number };

/** One result: title, where and how far, type, category, pay and closing date; view the job or apply from here. */
export function JobCard({ job, botCheck, currentYear }: Props) {
  const href = jobPath(job.id);
  return (
    <li className={styles.card}>
      <h2>
        <a href={href}>{job.name}</a>
      </h2>
      <ul className={styles.facts} aria-label="About this job">
        <li>
          {job.location.name}, {job.location.city}
        </li>
        {job.distance !== null && <li>{formatMiles(job.distance)} away</li>}
        <li>{job.salary}</li>
      </ul>
      <ul className={styles.tags} aria-label="Job type and category">
        <li className={styles.tag}>{jobTypeLabel(job.jobType)}</li>
        <li className={styles.tag}>{roleCategoryLabel(job.category)}</li>
      </ul>
      <p>{job.summary}</p>
      <p className={styles.hint}>{closingText(job.closeDate)}</p>
      <div className={styles.cardActions}>
        <ApplyNow job={forApplication(job)} href={`${href}#apply`} botCheck={botCheck} currentYear={currentYear} />
        <a href={href}>
          View job
          <span className="visually-hidden">
            : {job.name}, {job.location.name}
          </span>
        </a>
      </div>
    </li>
  );
}
