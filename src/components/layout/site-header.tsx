import Link from 'next/link';
import type { SiteSetting } from '@/payload-types';
import { Logo } from '@/components/ui/logo';
import { MastheadNav } from './masthead-nav.client';
import { botCheckClientConfig } from '@/features/bot-check/verify-bot-check';
import { BOOKING_BOT_CHECK_ACTION } from '@/features/booking/booking-bot-check';
import { BookNowLink } from './book-now-link.client';
import styles from './site-header.module.css';

const BOOK_NOW_TEXT = 'Book Now';

type Props = { settings: SiteSetting; bookableRestaurantPaths: string[] };

export function SiteHeader({ settings, bookableRestaurantPaths }: Props) {
  const items = (settings.mastheadItems ?? []).map((item) => ({
    id: item.id ?? item.linkText,
    linkText: item.linkText,
    linkUrl: item.linkUrl,
    openInNewTab: Boolean(item.openInNewTab),
    style: item.style ?? 'link',
    links: (item.links ?? []).map((link) => ({
      id: link.id ?? link.linkText,
      linkText: link.linkText,
      linkUrl: link.linkUrl,
      openInNewTab: Boolean(link.openInNewTab),
    })),
  }));
  return (
    <header className={styles.header} id="site-header">
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.brand} aria-label={`${settings.siteName} home`}>
          <Logo siteName={settings.siteName} />
        </Link>
        <MastheadNav items={items} />
        <BookNowLink
          bookableRestaurantPaths={bookableRestaurantPaths}
          botCheck={botCheckClientConfig(BOOKING_BOT_CHECK_ACTION)}
          className={`button button--primary ${styles.bookNow}`}
        >
          {BOOK_NOW_TEXT}
        </BookNowLink>
      </div>
    </header>
  );
}
