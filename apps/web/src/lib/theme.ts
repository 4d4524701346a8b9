/** The default theme colour and the brand accents of spec §9. */
export const DEFAULT_THEME_COLOR = '#34495e';
export const ACCENT_PINK = '#e82f72';
export const ACCENT_GREY = '#d2d7e0';

export type ThemeShades = { base: string; lightest: string; light: string; dark: string; darkest: string };

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The base at `amount` strength over white (a tint): 8% is almost white. */
const tint = (rgb: Rgb, amount: number) => toHex(rgb.map((c) => 255 - (255 - c) * amount) as Rgb);

/** The base scaled towards black (a shade): 72% keeps 72% of each channel. */
const shade = (rgb: Rgb, amount: number) => toHex(rgb.map((c) => c * amount) as Rgb);

/** The four shades of spec §9: lightest 8% tint, light 64% tint, dark 72% and darkest 48% of the base. */
export function themeShades(color: string | null | undefined): ThemeShades {
  const rgb = parseHex(color ?? '') ?? (parseHex(DEFAULT_THEME_COLOR) as Rgb);
  return {
    base: toHex(rgb),
    lightest: tint(rgb, 0.08),
    light: tint(rgb, 0.64),
    dark: shade(rgb, 0.72),
    darkest: shade(rgb, 0.48),
  };
}

/** Writes the theme colour and its shades as CSS variables on the document root. */
export function applyTheme(color?: string | null, root: HTMLElement = document.documentElement) {
  const shades = themeShades(color);
  root.style.setProperty('--theme', shades.base);
  root.style.setProperty('--theme-lightest', shades.lightest);
  root.style.setProperty('--theme-light', shades.light);
  root.style.setProperty('--theme-dark', shades.dark);
  root.style.setProperty('--theme-darkest', shades.darkest);
}
