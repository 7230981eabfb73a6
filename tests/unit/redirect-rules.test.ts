import { describe, expect, it } from 'vitest';
import { normalisePath, redirectFor } from '@/features/routing/redirect-rules';
import { legacyRedirects } from '@/features/routing/legacy-redirects';

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

  it.each([
    ['/restaurants/ashton-under-lyne/ashton-moss/book-now', '/restaurants/ashton-under-lyne/ashton-moss#booking'],
    ['/restaurants/broughton/broughton-shopping-park/book-now', '/restaurants/broughton/broughton-shopping-park#booking'],
    ['/restaurants/camberley/the-atrium/book-now', '/restaurants/camberley/the-atrium#booking'],
    ['/restaurants/ellesmere-port/cheshire-oaks/book-now', '/restaurants/ellesmere-port/cheshire-oaks#booking'],
    ['/restaurants/dudley/merry-hill/book-now', '/restaurants/dudley/merry-hill#booking'],
    ['/restaurants/leicester/fosse-park/book-now', '/restaurants/leicester/fosse-park#booking'],
    ['/restaurants/manchester/the-printworks/book-now', '/restaurants/manchester/the-printworks#booking'],
    ['/restaurants/gateshead/metrocentre/book-now', '/restaurants/gateshead/metrocentre#booking'],
    ['/restaurants/newcastle/eldon-square/book-now', '/restaurants/newcastle/eldon-square#booking'],
    ['/restaurants/portsmouth/gunwharf-quays/book-now', '/restaurants/portsmouth/gunwharf-quays#booking'],
  ])('sends the old book-now address %s to the booking anchor of its page', (from, to) => {
    expect(redirectFor(from)).toBe(to);
    expect(redirectFor(`${from.toUpperCase()}/?a=1`)).toBe(to.replace('#', '?a=1#'));
  });

  it('has exactly the ten book-now venues of the spec', () => {
    expect(legacyRedirects.filter(([from]) => from.endsWith('/book-now') && from !== '/book-now')).toHaveLength(10);
    expect(redirectFor('/restaurants/london/covent-garden/book-now')).toBeNull();
  });

  it.each([
    ['/ashton-moss', '/restaurants/ashton-under-lyne/ashton-moss'],
    ['/broughton', '/restaurants/broughton/broughton-shopping-park'],
    ['/camberley', '/restaurants/camberley/the-atrium'],
    ['/cheshireoaks', '/restaurants/ellesmere-port/cheshire-oaks'],
    ['/dudley', '/restaurants/dudley/merry-hill'],
    ['/merry-hill', '/restaurants/dudley/merry-hill'],
    ['/leicester', '/restaurants/leicester/fosse-park'],
    ['/fosse-park', '/restaurants/leicester/fosse-park'],
    ['/manchester', '/restaurants/manchester'],
    ['/printworks', '/restaurants/manchester/the-printworks'],
    ['/gateshead', '/restaurants/gateshead/metrocentre'],
    ['/metrocentre', '/restaurants/gateshead/metrocentre'],
    ['/newcastle', '/restaurants/newcastle/eldon-square'],
    ['/eldon-square', '/restaurants/newcastle/eldon-square'],
    ['/portsmouth', '/restaurants/portsmouth/gunwharf-quays'],
    ['/gunwharf-quays', '/restaurants/portsmouth/gunwharf-quays'],
    ['/gateshead/menu', '/restaurants'],
    ['/scotland/menu', '/restaurants'],
  ])('sends the old venue or regional address %s to %s', (from, to) => {
    expect(redirectFor(from)).toBe(to);
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
