import { describe, expect, it } from 'vitest';
import { keyStep, nearestSlide, slideLabel, stepSlide } from '@/components/ui/carousel-position';
import { bringsAnotherPage, LOADING_BAR_MAX_MS, LOADING_BAR_THROTTLE_MS } from '@/components/layout/loading-bar';

describe('the tile carousel', () => {
  const starts = [0, 1016, 2032];

  it('knows the slide in view from the scroll position, also between snap points', () => {
    expect(nearestSlide(0, starts)).toBe(0);
    expect(nearestSlide(1016, starts)).toBe(1);
    expect(nearestSlide(1400, starts)).toBe(1);
    expect(nearestSlide(1700, starts)).toBe(2);
    expect(nearestSlide(5000, starts)).toBe(2);
  });

  it('steps forward and back, wrapping round at both ends', () => {
    expect(stepSlide(0, 1, 3)).toBe(1);
    expect(stepSlide(2, 1, 3)).toBe(0);
    expect(stepSlide(0, -1, 3)).toBe(2);
    expect(stepSlide(1, -1, 3)).toBe(0);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });

  it('answers the left and right arrow keys only', () => {
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('ArrowDown')).toBeNull();
    expect(keyStep('Enter')).toBeNull();
  });

  it('names slides "n of m"', () => {
    expect(slideLabel(0, 3)).toBe('1 of 3');
    expect(slideLabel(2, 3)).toBe('3 of 3');
  });
});

describe('the loading bar', () => {
  const here = { origin: 'https://marigold.test', pathname: '/restaurants', search: '?q=leeds' };

  it('waits for a new page, or the same page with another query', () => {
    expect(bringsAnotherPage(new URL('https://marigold.test/menu/main'), here)).toBe(true);
    expect(bringsAnotherPage(new URL('https://marigold.test/restaurants?q=york'), here)).toBe(true);
    expect(bringsAnotherPage(new URL('https://marigold.test/restaurants'), here)).toBe(true);
  });

  it('does not wait for a jump to a #hash on this page, or for this very address', () => {
    expect(bringsAnotherPage(new URL('https://marigold.test/restaurants?q=leeds#booking'), here)).toBe(false);
    expect(bringsAnotherPage(new URL('https://marigold.test/restaurants?q=leeds'), here)).toBe(false);
  });

  it("keeps the spec's timings: 200 ms before it shows, 5 s at most", () => {
    expect(LOADING_BAR_THROTTLE_MS).toBe(200);
    expect(LOADING_BAR_MAX_MS).toBe(5000);
  });
});
