import type { SiteSetting } from '@/payload-types';
import { SettingsLink } from '@/components/ui/settings-link';

/** A slim message above the header on every page, switched on in site settings. */
export function GlobalBanner({ banner }: { banner: SiteSetting['globalBanner'] }) {
  if (!banner?.enabled || !banner.text) return null;
  return (
    <aside
      aria-label="Announcement"
      style={{ background: 'var(--dark-grey)', color: 'var(--white)', textAlign: 'center', fontSize: '0.95rem', padding: '0.5rem 1rem' }}
    >
      <span>{banner.text}</span>
      {banner.linkUrl && banner.linkText && (
        <>
          {' '}
          <SettingsLink link={banner} className="global-banner-link">
            <strong style={{ color: 'var(--yellow)' }}>{banner.linkText}</strong>
          </SettingsLink>
        </>
      )}
    </aside>
  );
}
