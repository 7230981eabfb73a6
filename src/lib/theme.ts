/** Brand colours and breakpoints from the spec (section 9). CSS custom properties in src/app/(site)/tokens.css mirror these. */
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

export const breakpoints = { xs: 480, sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export const loadingColour = '#FDC533';
