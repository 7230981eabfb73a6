import { latestSocialMedia } from '../social-media';
import styles from './social-strip.module.css';

/**
 * The latest social posts as a strip of images linking to the posts (spec section 7, Instagram media), rendered on
 * the server from the list GET /api/social/insta/media serves. The strip sits below the fold: its images load lazily
 * and have their size reserved, so they never move the page. Nothing when marketing shows no posts.
 */
export async function SocialStrip() {
  const posts = await latestSocialMedia();
  if (posts.length === 0) return null;
  return (
    <ul className={styles.strip} aria-label="Latest social posts">
      {posts.map((post) => (
        <li key={post.id}>
          <a className={styles.post} href={post.permalink} target="_blank" rel="noopener noreferrer">
            <img src={post.media_url} alt={post.alt.trim()} width={320} height={320} loading="lazy" decoding="async" />
            <span className={styles.caption}>{post.caption}</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The strip with a heading of its own, where a page shows it outside a social tile (the home page without one). */
export function SocialSection() {
  return (
    <section className={`container ${styles.section}`} aria-labelledby="social-heading">
      <h2 id="social-heading">From our socials</h2>
      <SocialStrip />
    </section>
  );
}
