import type { Metadata } from 'next';
import { findUsPath, finderPath } from '../paths';
import { Finder } from './finder';
import { finderRequestOfSegment } from './finder-params';

/*
 * The finder's routes: /restaurants (and /find-us under the home layout, spec section 2) show every restaurant; a
 * search (?q=…, ?lat=…&lng=…) is rewritten by routing/cached-page-address.ts to {finder}/search/{key} and answered by the search
 * page below, a cached page (ISR) per search, expired with the restaurants: a popular search costs what a restaurant
 * page costs. Search engines are pointed at /restaurants.
 */

export const finderMetadata: Metadata = {
  title: 'Find a restaurant',
  description: 'Find your nearest Marigold Grill by postcode, town or your location: opening hours, directions and table booking.',
  alternates: { canonical: finderPath },
};

export const findUsMetadata: Metadata = {
  title: 'Find us',
  description: 'Find your nearest Marigold Grill by postcode, town or your location.',
  alternates: { canonical: finderPath },
};

/** Which finder a page belongs to: its address is where its search form and location button send the diner. */
type FinderPlace = typeof finderPath | typeof findUsPath;

export const FinderBrowsePage = ({ place }: { place: FinderPlace }) => <Finder action={place} request={{ kind: 'browse' }} />;

export async function FinderSearchPage({ place, params }: { place: FinderPlace; params: Promise<{ request: string }> }) {
  return <Finder action={place} request={finderRequestOfSegment((await params).request)} />;
}
