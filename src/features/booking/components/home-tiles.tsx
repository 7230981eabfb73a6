import type { Page } from '@/payload-types';
import { isSocialTile, Tiles, type Tile, type TileForms } from '@/components/ui/tiles';
import type { ReactNode } from 'react';
import styles from './booking-area.module.css';

/**
 * `area` is the booking area's content: the restaurant picker on the cached home page, the journey on /book-now.
 * `social` is the social strip: in the page's social tile, or after the tiles (the home page) when it has none.
 */
type Props = { page: Page; area: ReactNode; bookingFirst?: boolean; forms?: TileForms; social?: { strip: ReactNode; section: ReactNode } };

/**
 * The home page's tiles with its booking area in the tile that holds the booking form. Without such a tile (staff
 * removed it) the area follows the tiles, so /#booking and Book Now always have somewhere to go. `bookingFirst`
 * (/book-now) puts the booking tile at the top, open.
 */
export function HomeTiles({ page, area, bookingFirst = false, forms = {}, social }: Props) {
  const tiles = page.tiles ?? [];
  const isBooking = (tile: Tile) => tile.formType === 'booking';
  const ordered = bookingFirst ? [...tiles.filter(isBooking), ...tiles.filter((tile) => !isBooking(tile))] : tiles;
  const firstTileIsTitle = Boolean(ordered[0]?.heading) && !bookingFirst;
  return (
    <article>
      {!firstTileIsTitle && <h1 className={bookingFirst ? 'visually-hidden' : 'container'}>{page.title}</h1>}
      <Tiles tiles={ordered} firstIsTitle={firstTileIsTitle} forms={{ ...forms, booking: area }} social={social?.strip} />
      {!tiles.some(isBooking) && (
        <section id="booking" className={`container ${styles.area}`} aria-labelledby="booking-heading" data-booking-area="">
          <h2 id="booking-heading">Book a table</h2>
          {area}
        </section>
      )}
      {social && !tiles.some(isSocialTile) && social.section}
    </article>
  );
}
