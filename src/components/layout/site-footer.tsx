import Link from 'next/link';
import type { SiteSetting } from '@/payload-types';
import { mediaUrl } from '@/lib/media';
import { SettingsLink } from '@/components/ui/settings-link';
import styles from './site-footer.module.css';

/** The footer as spec section 2 describes it: Hear It First sign-up, social icons, footer links and the copyright line. */
export function SiteFooter({ settings, year }: { settings: SiteSetting; year: number }) {
  return (
    <footer className={styles.footer}>
      <section className={styles.signUp} aria-labelledby="hear-it-first">
        <div className={`container ${styles.signUpInner}`}>
          <h2 id="hear-it-first" className={styles.signUpHeading}>
            Hear It First
          </h2>
          <p className={styles.signUpText}>News, new dishes and offers, straight to your inbox.</p>
          <Link href="/sign-up" className="button button--secondary">
            Sign Up
          </Link>
        </div>
      </section>
      <div className={`container ${styles.main}`}>
        {(settings.socialMediaItems?.length ?? 0) > 0 && (
          <ul className={styles.social} aria-label="Follow us">
            {settings.socialMediaItems!.map((item) => {
              const icon = mediaUrl(item.linkMedia);
              return (
                <li key={item.id ?? item.linkUrl}>
                  <SettingsLink link={item} className={styles.socialLink} aria-label={item.description || item.linkText}>
                    {icon ? <img src={icon} alt="" width={28} height={28} /> : item.linkText}
                  </SettingsLink>
                </li>
              );
            })}
          </ul>
        )}
        <ul className={styles.links} aria-label="Footer">
          {(settings.footerItems ?? []).map((item) => (
            <li key={item.id ?? item.linkUrl}>
              <SettingsLink link={item} className={styles.link} />
            </li>
          ))}
          <li>
            <button type="button" className={`cookie-reinit ${styles.link} ${styles.linkButton}`}>
              Cookie settings
            </button>
          </li>
        </ul>
        <p className={styles.copyright}>
          © {year} {settings.siteName}
        </p>
      </div>
    </footer>
  );
}
