import type { Restaurant } from '@/payload-types';
import { SettingsLink } from '@/components/ui/settings-link';
import { populatedMedia } from '@/lib/media';
import { amenityLabel } from '../amenities';
import styles from './restaurant.module.css';

export function AmenitiesList({ amenities }: { amenities: NonNullable<Restaurant['amenities']> }) {
  return (
    <ul className={styles.amenities}>
      {amenities.map((amenity) => (
        <li key={amenity}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
          </svg>
          {amenityLabel(amenity)}
        </li>
      ))}
    </ul>
  );
}

export function AwardsList({ awards }: { awards: NonNullable<Restaurant['awards']> }) {
  return (
    <ul className={styles.awards}>
      {awards.map((award) => {
        const image = populatedMedia(award.image);
        return (
          <li key={award.id ?? award.name}>
            {image?.url ? (
              <img src={image.url} alt="" width={56} height={56} loading="lazy" />
            ) : (
              <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
                <path fill="#fdc533" d="M12 2 9.2 8.6 2 9.2l5.5 4.7L5.8 21 12 17.3 18.2 21l-1.7-7.1L22 9.2l-7.2-.6z" />
              </svg>
            )}
            <span>
              {award.name}
              {award.year && <span className={styles.note}> {award.year}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Badges that link elsewhere (a review site, a local guide): the icon carries the link text as its name. */
export function MediaIcons({ icons }: { icons: NonNullable<Restaurant['mediaIcons']> }) {
  return (
    <ul className={styles.mediaIcons}>
      {icons.map((icon) => {
        const image = populatedMedia(icon.icon);
        return (
          <li key={icon.id ?? icon.linkUrl}>
            <SettingsLink link={icon} className={styles.mediaIcon}>
              {image?.url && <img src={image.url} alt="" width={32} height={32} loading="lazy" />}
              <span>{icon.linkText}</span>
            </SettingsLink>
          </li>
        );
      })}
    </ul>
  );
}
