import { describe, expect, it } from 'vitest';
import { hashScrollOffset, isBackToTopVisible, nextScrollStep } from '@/lib/scrolling';

describe('back-to-top', () => {
  it('moves a fifth of the remaining distance per frame and ends at the top', () => {
    expect(nextScrollStep(1000)).toBe(800);
    expect(nextScrollStep(800)).toBe(640);
    // Browsers keep whole pixels, so the step must reach 0 even when each position is rounded.
    let y = 5000;
    let frames = 0;
    while (y > 0 && frames < 1000) {
      y = Math.round(nextScrollStep(y));
      frames += 1;
    }
    expect(y).toBe(0);
    expect(frames).toBeLessThan(60);
    expect(nextScrollStep(2)).toBe(1);
    expect(nextScrollStep(1)).toBe(0);
  });

  it('shows only past 600 px by default', () => {
    expect(isBackToTopVisible({ scrollY: 600, viewportHeight: 800, pageHeight: 5000 })).toBe(false);
    expect(isBackToTopVisible({ scrollY: 601, viewportHeight: 800, pageHeight: 5000 })).toBe(true);
    expect(isBackToTopVisible({ scrollY: 300, viewportHeight: 800, pageHeight: 5000, visibleOffset: 250 })).toBe(true);
  });

  it('hides near the bottom when a bottom offset is set', () => {
    const near = { scrollY: 4100, viewportHeight: 800, pageHeight: 5000 };
    expect(isBackToTopVisible(near)).toBe(true);
    expect(isBackToTopVisible({ ...near, bottomOffset: 200 })).toBe(false);
    expect(isBackToTopVisible({ ...near, scrollY: 3000, bottomOffset: 200 })).toBe(true);
  });
});

describe('hash scrolling', () => {
  it('clears the header plus 15 px on screens 576 px and wider, 58 px below', () => {
    expect(hashScrollOffset(576, 76)).toBe(91);
    expect(hashScrollOffset(1280, 64)).toBe(79);
    expect(hashScrollOffset(575, 64)).toBe(58);
  });
});
