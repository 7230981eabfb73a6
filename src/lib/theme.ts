/** Brand colours from the spec (section 9), as tiles may use them. The CSS custom properties in src/app/(site)/globals.css mirror these. */
export const themeColours = {
  yellow: '#fdc533',
  'dark-grey': '#3c3c3c',
  red: '#b8253b',
  'off-white': '#ece2d8',
  blue: '#20b8d1',
  orange: '#ee7420',
  green: '#cdd937',
  pink: '#f5c1c9',
  white: '#ffffff',
} as const;

export type ThemeColour = keyof typeof themeColours;
export const themeColourNames = Object.keys(themeColours) as ThemeColour[];

/** Colours on which body text must be light to keep WCAG AA contrast. */
export const darkThemeColours: ReadonlySet<ThemeColour> = new Set(['dark-grey', 'red']);

export const loadingColour = '#FDC533';
