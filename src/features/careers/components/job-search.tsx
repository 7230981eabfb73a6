import Form from 'next/form';
import { botCheckClientConfig } from '@/features/bot-check/verify-bot-check';
import { GeolocateButton } from '@/features/restaurants/components/geolocate-button.client';
import { MAX_QUERY_LENGTH } from '@/features/restaurants/geo/resolve-origin';
import { JOB_TYPES, ROLE_CATEGORIES, type JobGroupChoice } from '../domain/categories';
import { runJobSearch } from '../job-search-service';
import { jobSearchGroupPath, jobSearchPath } from '../paths';
import { jobSearchQuery, type JobSearchParams } from '../search-params';
import { JobCard } from './job-card';
import { ResultsPages } from './results-pages';
import styles from './careers.module.css';

/** Spec section 8: what a job seeker reads when their browser will not share where they are. */
const JOBS_LOCATION_REFUSED_MESSAGE = 'To search for jobs near you, please enable location services.';

type Props = { params: JobSearchParams; group: JobGroupChoice | null };

/**
 * Results on one page: a page of forty-odd cards, each with its own Apply now, was slow to start on a phone and long
 * to scroll; the rest are a link away.
 */
const JOBS_PER_PAGE = 20;

const countText = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'}`;

/**
 * The job search (spec section 2): a GET form the server answers, so it works without JavaScript and its address
 * can be shared; the role categories are links that keep the rest of the search.
 */
export async function JobSearch({ params, group }: Props) {
  const outcome = await runJobSearch(params, group);
  const action = group ? jobSearchGroupPath(group.value) : jobSearchPath;
  const keep = jobSearchQuery({ keyword: params.keyword, where: params.where, position: params.position, jobTypes: params.jobTypes });
  const pages = Math.max(1, Math.ceil(outcome.jobs.length / JOBS_PER_PAGE));
  // A page past the end (the list has shrunk since the address was shared) shows the last one.
  const page = Math.min(params.page, pages);
  const shown = outcome.jobs.slice((page - 1) * JOBS_PER_PAGE, page * JOBS_PER_PAGE);
  const pageHref = (number: number) => `${action}${jobSearchQuery({ ...params, page: number })}#results`;
  const botCheck = botCheckClientConfig('job-application');
  const currentYear = new Date().getUTCFullYear();
  const summary = `${countText(outcome.jobs.length)}${group ? ` in ${group.label.toLowerCase()}` : ''}${outcome.originLabel ? ` within 100 miles of ${outcome.originLabel}, nearest first` : ''}`;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.intro}>
        <h1>{group ? `${group.label} jobs` : 'Jobs at Marigold Grill'}</h1>
        <p>Cook, pour, host or lead: find a role near you and apply in a few minutes from your phone.</p>
      </header>

      <search className={styles.search}>
        <Form action={action}>
          <div className={styles.searchFields}>
            <div className={styles.field}>
              <label htmlFor="job-keyword">Job title or keyword</label>
              <input
                id="job-keyword"
                name="q"
                type="search"
                className={styles.input}
                defaultValue={params.keyword}
                maxLength={MAX_QUERY_LENGTH}
                placeholder="e.g. chef"
                autoComplete="off"
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="job-where">Postcode or town</label>
              <input
                id="job-where"
                name="where"
                type="search"
                className={styles.input}
                defaultValue={params.position ? '' : params.where}
                maxLength={MAX_QUERY_LENGTH}
                placeholder="e.g. M1 1AA"
                autoComplete="postal-code"
                aria-describedby="job-where-hint"
              />
              <p id="job-where-hint" className={styles.hint}>
                We list jobs within 100 miles, nearest first.
              </p>
            </div>
            <button type="submit" className="button button--secondary">
              Search jobs
            </button>
          </div>
          <div className={styles.searchExtras}>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Job type</legend>
              <div className={styles.checks}>
                {JOB_TYPES.map((type) => (
                  <label key={type.value} className={styles.check}>
                    <input type="checkbox" name="type" value={type.value} defaultChecked={params.jobTypes.includes(type.value)} />
                    <span>{type.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        </Form>
        <GeolocateButton
          action={action}
          refusedMessage={JOBS_LOCATION_REFUSED_MESSAGE}
          keepQuery={jobSearchQuery({ keyword: params.keyword, jobTypes: params.jobTypes }).slice(1)}
        />
      </search>

      <nav className={styles.categories} aria-label="Role categories">
        <ul>
          <li>
            <a href={`${jobSearchPath}${keep}`} aria-current={group ? undefined : 'page'}>
              All jobs
            </a>
          </li>
          {ROLE_CATEGORIES.map((category) => (
            <li key={category.value}>
              <a href={`${jobSearchGroupPath(category.value)}${keep}`} aria-current={group?.value === category.value ? 'page' : undefined}>
                {category.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="results" aria-labelledby="job-results-summary" tabIndex={-1}>
        <p id="job-results-summary" className={styles.summary} role="status">
          {summary}
        </p>
        {outcome.message && <p className={styles.message}>{outcome.message}</p>}
        {shown.length > 0 && (
          <ul className={styles.results}>
            {shown.map((job) => (
              <JobCard key={job.id} job={job} botCheck={botCheck} currentYear={currentYear} />
            ))}
          </ul>
        )}
        <ResultsPages page={page} pages={pages} hrefFor={pageHref} />
      </section>
    </div>
  );
}
