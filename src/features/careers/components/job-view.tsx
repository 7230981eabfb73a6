import { botCheckClientConfig } from '@/features/bot-check/verify-bot-check';
import { jsonLdScript } from '@/lib/json-ld';
import { jobTypeLabel, roleCategoryLabel } from '../domain/categories';
import { forApplication, type Job } from '../domain/job';
import { jobSearchPath } from '../paths';
import { Advert } from './advert';
import { ApplicationForm } from './application-form.client';
import { closingText } from './closing-text';
import styles from './careers.module.css';

type Props = { job: Job; jsonLd: unknown };

/** /careers/job/{id}: the advert, with the application beside it (spec section 2: job detail with apply side panel). */
export function JobView({ job, jsonLd }: Props) {
  return (
    <div className={`container ${styles.page}`}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <a className={styles.backLink} href={jobSearchPath}>
        All jobs
      </a>
      <div className={styles.jobLayout}>
        <article className={styles.advert} aria-labelledby="job-title">
          <h1 id="job-title">{job.name}</h1>
          <ul className={styles.facts} aria-label="About this job">
            <li>
              {job.location.restaurantPath ? <a href={job.location.restaurantPath}>{job.location.name}</a> : job.location.name}, {job.location.city}
            </li>
            <li>{job.salary}</li>
            <li>{closingText(job.closeDate)}</li>
          </ul>
          <ul className={styles.tags} aria-label="Job type and category">
            <li className={styles.tag}>{jobTypeLabel(job.jobType)}</li>
            <li className={styles.tag}>{roleCategoryLabel(job.category)}</li>
          </ul>
          <p>
            <strong>{job.summary}</strong>
          </p>
          <Advert text={job.description} />
        </article>
        <aside id="apply" className={styles.panel} aria-labelledby="apply-heading" tabIndex={-1}>
          <h2 id="apply-heading">Apply for this job</h2>
          <p className={styles.hint}>
            {[job.cvRequired ? 'You will need your CV (.pdf or .docx).' : null, job.workExperienceRequired ? 'We ask for your work history.' : null]
              .filter(Boolean)
              .join(' ') || 'No CV needed: it takes about three minutes.'}
          </p>
          <ApplicationForm
            job={forApplication(job)}
            botCheck={botCheckClientConfig('job-application')}
            currentYear={new Date().getUTCFullYear()}
            idPrefix="apply"
          />
        </aside>
      </div>
    </div>
  );
}
