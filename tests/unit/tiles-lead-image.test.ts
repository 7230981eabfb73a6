import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tiles, type Tile } from '@/components/ui/tiles';

const image = (name: string) => ({ id: 1, url: `/media/${name}.svg`, alt: name, width: 1200, height: 800, updatedAt: '', createdAt: '' });
const imagesOf = (tiles: Tile[]) =>
  [...renderToStaticMarkup(createElement(Tiles, { tiles, firstIsTitle: false })).matchAll(/<img [^>]*>/g)].map(([tag]) => ({
    src: tag.match(/src="([^"]+)"/)?.[1],
    eager: tag.includes('loading="eager"') && tag.includes('fetchPriority="high"'),
  }));

describe('tile images', () => {
  it('load the first image at once and first, and the rest when they near the screen', () => {
    expect(
      imagesOf([
        { heading: 'Welcome', image: image('welcome') },
        { heading: 'Menu', image: image('menu') },
      ]),
    ).toEqual([
      { src: '/media/welcome.svg', eager: true },
      { src: '/media/menu.svg', eager: false },
    ]);
  });

  it('load the first image eagerly even when the first tile has none (the booking tile on /book-now)', () => {
    expect(
      imagesOf([
        { heading: 'Book a table', formType: 'booking' },
        { heading: 'Welcome', image: image('welcome') },
        { heading: 'Menu', image: image('menu') },
      ]),
    ).toEqual([
      { src: '/media/welcome.svg', eager: true },
      { src: '/media/menu.svg', eager: false },
    ]);
  });
});
