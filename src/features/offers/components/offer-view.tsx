import type { Offer } from '@/payload-types';
import type { BotCheckClientConfig } from '@/features/bot-check/client-config';
import { populatedMedia } from '@/lib/media';
import { longDate } from '@/lib/long-date';
import { londonClock } from '@/lib/london-time';
import { ClaimForm } from './claim-form.client';
import styles from './offers.module.css';

type Props = { offer: Offer; ended: boolean; botCheck: BotCheckClientConfig };

/** The offer page (spec section 2, "offers page with code entry and a generated-voucher message"). */
export function OfferView({ offer, ended, botCheck }: Props) {
  const image = populatedMedia(offer.image);
  const successButton = offer.successButtonText && offer.successButtonUrl ? { text: offer.successButtonText, url: offer.successButtonUrl } : null;
  return (
    <article className={`container ${styles.page}`}>
      {image?.url && (
        <div className={styles.image}>
          <img src={image.url} alt={image.alt} width={image.width ?? 640} height={image.height ?? 400} fetchPriority="high" />
        </div>
      )}
      <div className={styles.details}>
        <h1>{offer.title}</h1>
        <p>{offer.description}</p>
        {offer.validityText && <p className={styles.validity}>{offer.validityText}</p>}
        {(offer.slots ?? []).length > 0 && (
          <div>
            <p>Served from:</p>
            <ul className={styles.slots} aria-label="Times">
              {(offer.slots ?? []).map((slot) => (
                <li key={slot.id ?? slot.time}>{slot.time}</li>
              ))}
            </ul>
          </div>
        )}
        <details className={styles.terms}>
          <summary>Terms and conditions</summary>
          <p>{offer.termAndConditions}</p>
        </details>
        {ended ? (
          <div className={styles.ended} role="status">
            <p>Sorry, this offer has ended. It ran until {longDate(londonClock(new Date(offer.validUntil)).date)}.</p>
          </div>
        ) : (
          <ClaimForm offerSlug={offer.slug} successButton={successButton} botCheck={botCheck} />
        )}
      </div>
    </article>
  );
}
