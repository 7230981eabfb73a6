import styles from './error-view.module.css';

export const NOT_FOUND_MESSAGE = 'This page could not be found';
const GENERIC_CLIENT_ERROR = 'Sorry, something went wrong. Please try again.';

/** The error page of spec section 2: the status, a message and a way home. A plain anchor, so it works whatever broke. */
export function ErrorView({ status, message }: { status: number; message?: string }) {
  return (
    <section className={`container ${styles.error}`} aria-labelledby="error-heading">
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-heading" className={styles.message}>
        <span className="visually-hidden">Error {status}: </span>
        {message || GENERIC_CLIENT_ERROR}
      </h1>
      <a href="/" className="button button--primary">
        Return to homepage
      </a>
    </section>
  );
}
