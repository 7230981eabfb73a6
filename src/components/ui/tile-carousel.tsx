import { leadImageIndexOf, TileView, type Tile } from './tiles';
import { slideLabel } from './carousel-position';
import { CarouselFrame } from './tile-carousel.client';
import styles from './tile-carousel.module.css';

/**
 * Tiles as a carousel (spec section 3: arrows on, dots off), each tile a slide named "n of m". It never turns by
 * itself. The first tile with an image gives the page's lead image, as in a tile grid.
 */
export function TileCarousel({ tiles, label }: { tiles: Tile[]; label: string }) {
  const leadImageIndex = leadImageIndexOf(tiles);
  return (
    <CarouselFrame label={label} count={tiles.length}>
      {tiles.map((tile, index) => (
        <div key={tile.id ?? index} className={styles.slide} role="group" aria-roledescription="slide" aria-label={slideLabel(index, tiles.length)}>
          <TileView tile={tile} headingLevel={2} leadImage={index === leadImageIndex} form={undefined} />
        </div>
      ))}
    </CarouselFrame>
  );
}
