import styles from './careers.module.css';

type Props = { page: number; pages: number; hrefFor: (page: number) => string };

/** The previous and next page of a long list of results: plain links, so they work without JavaScript and can be shared. */
export function ResultsPages({ page, pages, hrefFor }: Props) {
  if (pages < 2) return null;
  return (
    <nav className={styles.pages} aria-label="Pages of results">
      {page > 1 ? (
        <a className="button button--outline" href={hrefFor(page - 1)} rel="prev">
          Previous page
        </a>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <a className="button button--outline" href={hrefFor(page + 1)} rel="next">
          Next page
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
