import type { Page } from '@/payload-types';
import { Tiles, type Tile } from '@/components/ui/tiles';
import type { JourneyParams } from '@/features/booking/journey/journey-params';
import { HomeBookingArea } from './home-booking-area';
import styles from './booking-area.module.css';

type Props = { page: Page; params?: JourneyParams; bookingFirst?: boolean };

/**
 * The home page's tiles with its booking area in the tile that holds the booking form. Without such a tile (staff
 * removed it) the area follows the tiles, so /#booking and Book Now always have somewhere to go. `bookingFirst`
 * (/book-now) puts the booking tile at the top, open.
 */
export function HomeTiles({ page, params, bookingFirst = false }: Props) {
  const tiles = page.tiles ?? [];
  const isBooking = (tile: Tile) => tile.formType === 'booking';
  const ordered = bookingFirst ? [...tiles.filter(isBooking), ...tiles.filter((tile) => !isBooking(tile))] : tiles;
  const firstTileIsTitle = Boolean(ordered[0]?.heading) && !bookingFirst;
  const area = <HomeBookingArea params={params} withDraft={bookingFirst} />;
  return (
    <article>
      {!firstTileIsTitle && <h1 className={bookingFirst ? 'visually-hidden' : 'container'}>{page.title}</h1>}
      <Tiles tiles={ordered} firstIsTitle={firstTileIsTitle} forms={{ booking: area }} />
      {!tiles.some(isBooking) && (
        <section id="booking" className={`container ${styles.area}`} aria-labelledby="booking-heading" data-booking-area="">
          <h2 id="booking-heading">Book a table</h2>
          {area}
        </section>
      )}
    </article>
  );
}
