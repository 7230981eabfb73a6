import type { ReactNode } from 'react';
import { RichText } from '@payloadcms/richtext-lexical/react';
import type { Page } from '@/payload-types';
import { darkThemeColours, type ThemeColour } from '@/lib/theme';
import { populatedMedia } from '@/lib/media';
import { SettingsLink } from './settings-link';
import styles from './tiles.module.css';

export type Tile = NonNullable<Page['tiles']>[number];
export type TileFormType = Exclude<NonNullable<Tile['formType']>, 'none'>;
/** The forms tiles may embed, rendered by their features (a tile with formType `booking` holds the booking area). */
export type TileForms = Partial<Record<TileFormType, ReactNode>>;

const formOf = (tile: Tile): TileFormType | null => (tile.formType && tile.formType !== 'none' ? tile.formType : null);

/** A tile whose key is this holds the latest social posts (no field of its own: a new select value needs a migration). */
const SOCIAL_TILE_KEY = 'social';
export const isSocialTile = (tile: Tile) => tile.key?.trim().toLowerCase() === SOCIAL_TILE_KEY;

/** What a tile holds besides its own content: its form, or the social strip in a social tile. */
const tileInsert = (tile: Tile, forms: TileForms, social?: ReactNode): ReactNode =>
  formOf(tile) ? forms[formOf(tile)!] : isSocialTile(tile) ? social : undefined;

/** The tile whose image is the page's lead image (loaded at once and first), or -1. */
export const leadImageIndexOf = (tiles: Tile[]) => tiles.findIndex((tile) => populatedMedia(tile.image)?.url);

/** One content tile: heading, rich text, image and a call to action, laid out by its display fields. */
export function TileView({ tile, headingLevel, leadImage, form }: { tile: Tile; headingLevel: 1 | 2; leadImage: boolean; form: ReactNode }) {
  const colour = (tile.backgroundColor ?? 'white') as ThemeColour;
  const image = populatedMedia(tile.image);
  const videoDesktop = populatedMedia(tile.videoDesktop);
  const videoMobile = populatedMedia(tile.videoMobile);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      // A form tile is where its links point (#booking), whatever anchor the tile was given.
      id={(form ? formOf(tile) : null) ?? (tile.tileId || undefined)}
      data-booking-area={form && formOf(tile) === 'booking' ? '' : undefined}
      className={styles.tile}
      data-width={tile.width ?? 'full'}
      data-height={tile.height ?? 'auto'}
      data-animation={tile.animationEffect ?? 'none'}
      data-background-animation={tile.backgroundAnimationEffect ?? 'none'}
      data-tone={darkThemeColours.has(colour) ? 'dark' : 'light'}
      data-key={tile.key || undefined}
      style={{ backgroundColor: `var(--${colour})` }}
    >
      {(videoDesktop?.url || videoMobile?.url) && (
        <video className={styles.video} autoPlay muted loop playsInline aria-hidden="true">
          {videoMobile?.url && <source src={videoMobile.url} media="(max-width: 767px)" type={videoMobile.mimeType ?? undefined} />}
          {videoDesktop?.url && <source src={videoDesktop.url} type={videoDesktop.mimeType ?? undefined} />}
        </video>
      )}
      {image?.url && (
        <div className={styles.media}>
          <img
            src={image.url}
            alt={image.alt.trim()}
            width={image.width ?? 640}
            height={image.height ?? 400}
            loading={leadImage ? 'eager' : 'lazy'}
            fetchPriority={leadImage ? 'high' : undefined}
          />
        </div>
      )}
      <div className={styles.body}>
        {tile.heading && <Heading className={styles.heading}>{tile.heading}</Heading>}
        {tile.body && <RichText data={tile.body} className={styles.richText} />}
        {tile.link?.linkUrl && tile.link.linkText && (
          <SettingsLink link={tile.link} className={`button ${colour === 'yellow' ? 'button--secondary' : 'button--primary'}`} />
        )}
        {form}
      </div>
    </section>
  );
}

/**
 * A page's tiles in a responsive grid; the first tile's heading is the page's h1 unless the page supplies one.
 * The first image loads at once and first: tiles open a page, so it is usually the largest thing on screen (on
 * /book-now the booking tile, without an image, comes first and the next tile's image is still in view).
 */
export function Tiles({ tiles, firstIsTitle, forms = {}, social }: { tiles: Tile[]; firstIsTitle: boolean; forms?: TileForms; social?: ReactNode }) {
  const leadImageIndex = leadImageIndexOf(tiles);
  return (
    <div className={styles.grid}>
      {tiles.map((tile, index) => (
        <TileView
          key={tile.id ?? index}
          tile={tile}
          headingLevel={firstIsTitle && index === 0 ? 1 : 2}
          leadImage={index === leadImageIndex}
          form={tileInsert(tile, forms, social)}
        />
      ))}
    </div>
  );
}
