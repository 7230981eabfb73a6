import { describe, expect, it } from 'vitest';
import { normalisePath, redirectFor } from '@/features/routing/redirect-rules';
import { legacyRedirects } from '@/features/routing/legacy-redirects';
import { legacyVenues } from '@/features/routing/legacy-venues';

describe('slash rules', () => {
  it('collapses repeated slashes and drops the trailing slash', () => {
    expect(normalisePath('//terms-and-conditions/')).toBe('/terms-and-conditions');
    expect(normalisePath('/restaurants//gateshead///metrocentre')).toBe('/restaurants/gateshead/metrocentre');
    expect(normalisePath('/a/b//')).toBe('/a/b');
  });

  it('leaves the root and clean paths alone', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('//')).toBe('/');
    expect(redirectFor('/')).toBeNull();
    expect(redirectFor('/menu?x=1')).toBeNull();
    expect(redirectFor('/restaurants/gateshead/metrocentre')).toBeNull();
  });

  it('redirects a trailing slash keeping the query', () => {
    expect(redirectFor('/cookie-policy/?utm=x&y=2')).toBe('/cookie-policy?utm=x&y=2');
  });

  it('redirects repeated slashes keeping the query', () => {
    expect(redirectFor('//restaurants')).toBe('/restaurants');
    expect(redirectFor('/about//our-story?q=1')).toBe('/about/our-story?q=1');
  });

  it('does not touch slashes inside the query', () => {
    expect(redirectFor('/menu?next=//x/')).toBeNull();
  });
});

describe('legacy redirects', () => {
  it('matches without regard to case and keeps the query', () => {
    expect(redirectFor('/ALLERGY?x=1')).toBe('/menu?x=1');
    expect(redirectFor('/Allergy')).toBe('/menu');
    expect(redirectFor('/GATESHEAD')).toBe('/restaurants/gateshead/metrocentre');
  });

  it('resolves slash clean-up and the legacy address in one hop', () => {
    expect(redirectFor('//ALLERGY/?a=b')).toBe('/menu?a=b');
  });

  it.each([
    ['/allergens.pdf', '/menu'],
    ['/menu/allergen.pdf', '/menu'],
    ['/breakfast', '/menu'],
    ['/menus/summer', '/menu'],
    ['/nearest-me/menu', '/menu'],
    ['/book-a-table', '/book-now'],
    ['/booking', '/#booking'],
    ['/terms', '/terms-and-conditions'],
    ['/menu-terms-and-conditions', '/terms-and-conditions'],
    ['/signup', '/sign-up'],
    ['/privacy', '/privacy-policy'],
    ['/nearest-me', '/restaurants'],
    ['/restaurants/search', '/restaurants'],
    ['/restaurants/scotland', '/restaurants'],
    ['/cheshire-oaks', '/restaurants/ellesmere-port/cheshire-oaks'],
    ['/login', '/'],
    ['/paymybill', '/'],
    ['/50-off-food', '/'],
  ])('%s goes to %s', (from, to) => {
    expect(redirectFor(from)).toBe(to);
  });

  it('puts the query before a target fragment', () => {
    expect(redirectFor('/booking?src=email')).toBe('/?src=email#booking');
  });

  it('sends the ten venues’ book-now addresses to the booking anchor of their page', () => {
    expect(legacyVenues).toHaveLength(10);
    for (const { city, slug } of legacyVenues) {
      expect(redirectFor(`/restaurants/${city}/${slug}/book-now`)).toBe(`/restaurants/${city}/${slug}#booking`);
      expect(redirectFor(`/Restaurants/${city.toUpperCase()}/${slug}/Book-Now/?a=1`)).toBe(`/restaurants/${city}/${slug}?a=1#booking`);
    }
    expect(redirectFor('/restaurants/dudley/merry-hill/book-now')).toBe('/restaurants/dudley/merry-hill#booking');
  });

  it('has no duplicate sources and never redirects to itself', () => {
    const sources = legacyRedirects.map(([from]) => from.toLowerCase());
    expect(new Set(sources).size).toBe(sources.length);
    for (const [from, to] of legacyRedirects) {
      expect(from).toMatch(/^\/[^?#]*[^/]$/);
      expect(to.split('#')[0]!.toLowerCase()).not.toBe(from.toLowerCase());
      // A target must not itself be redirected, so every redirect is a single hop.
      expect(redirectFor(to.split('#')[0]!)).toBeNull();
    }
  });
});
