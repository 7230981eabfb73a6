import { describe, expect, it } from 'vitest';
import { cachedPageAddressFor } from '@/features/routing/cached-page-address';

describe('the cached page of a finder search', () => {
  it('serves each search from a path carrying it, written one way', () => {
    expect(cachedPageAddressFor('/restaurants?q=CH65+9JJ')).toEqual({ rewrite: '/restaurants/search/q%3DCH65%2B9JJ' });
    expect(cachedPageAddressFor('/restaurants?q=%20%20CH65%20%20%209JJ%20&utm_source=mail')).toEqual({ rewrite: '/restaurants/search/q%3DCH65%2B9JJ' });
    expect(cachedPageAddressFor('/find-us?lat=53.278&lng=-2.902')).toEqual({ rewrite: '/find-us/search/lat%3D53.278%26lng%3D-2.902' });
  });

  it('keeps the marker of an in-page navigation', () => {
    expect(cachedPageAddressFor('/restaurants?q=Leeds&_rsc=1x2y')).toEqual({ rewrite: '/restaurants/search/q%3DLeeds?_rsc=1x2y' });
  });

  it('leaves an address that searches for nothing as it is', () => {
    expect(cachedPageAddressFor('/restaurants')).toBeNull();
    expect(cachedPageAddressFor('/restaurants?q=%20')).toBeNull();
    expect(cachedPageAddressFor('/restaurants?lat=north&lng=-2')).toBeNull();
    expect(cachedPageAddressFor('/restaurants/leeds?q=Leeds')).toBeNull();
  });
});

describe('the cached page of a menu filter', () => {
  it('serves a filtered menu from a path carrying only the filter, keeping the query in the address', () => {
    expect(cachedPageAddressFor('/menu/main?diet=vegan&diet=gluten-free')).toEqual({
      rewrite: '/menu/main/filtered/diet%3Dvegan%26diet%3Dgluten-free?diet=vegan&diet=gluten-free',
    });
    expect(cachedPageAddressFor('/restaurants/manchester/menu/main?view=allergens&exclude=milk,egg&utm_source=x')).toEqual({
      rewrite: '/restaurants/manchester/menu/main/filtered/exclude%3Dmilk%26exclude%3Degg%26view%3Dallergens?view=allergens&exclude=milk,egg&utm_source=x',
    });
    expect(cachedPageAddressFor('/restaurants/leeds/trinity/menu/kids?strict=1')).toEqual({
      rewrite: '/restaurants/leeds/trinity/menu/kids/filtered/strict%3D1?strict=1',
    });
    expect(cachedPageAddressFor('/our-menu/main?diet=vegan')).toEqual({ rewrite: '/our-menu/main/filtered/diet%3Dvegan?diet=vegan' });
  });

  it('drops junk values, and leaves a menu whose query filters nothing as it is', () => {
    expect(cachedPageAddressFor('/menu/main?diet=Vegan!&diet=vegan')).toEqual({ rewrite: '/menu/main/filtered/diet%3Dvegan?diet=Vegan!&diet=vegan' });
    expect(cachedPageAddressFor('/menu/main?diet=<script>')).toBeNull();
    expect(cachedPageAddressFor('/menu/main?utm_source=mail')).toBeNull();
    expect(cachedPageAddressFor('/menu/main')).toBeNull();
  });

  it('keeps at most sixteen values of a key', () => {
    const many = Array.from({ length: 40 }, (_, index) => `tag-${index}`).join(',');
    const answer = cachedPageAddressFor(`/menu/main?exclude=${many}`);
    expect(answer && 'rewrite' in answer && decodeURIComponent(answer.rewrite.split('/')[4]!.split('?')[0]!).split('&')).toHaveLength(16);
  });

  it('never filters a page that is not a menu', () => {
    expect(cachedPageAddressFor('/careers/job-search?diet=vegan')).toBeNull();
    expect(cachedPageAddressFor('/restaurants/leeds/trinity?diet=vegan')).toBeNull();
  });
});

describe('the menu switcher without JavaScript', () => {
  it('sends a chosen menu to its page', () => {
    expect(cachedPageAddressFor('/restaurants/camberley/the-atrium/menu?menu=kids')).toEqual({ redirect: '/restaurants/camberley/the-atrium/menu/kids' });
    expect(cachedPageAddressFor('/restaurants/manchester/menu?menu=kids')).toEqual({ redirect: '/restaurants/manchester/menu/kids' });
  });

  it('shows the menus index for a missing or malformed choice', () => {
    expect(cachedPageAddressFor('/restaurants/manchester/menu?menu=../admin')).toBeNull();
    expect(cachedPageAddressFor('/restaurants/manchester/menu?diet=vegan')).toBeNull();
  });
});
