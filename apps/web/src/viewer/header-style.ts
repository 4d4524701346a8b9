import { gradientStops } from '@folio/shared';
import type { CSSProperties } from 'react';
import { DEFAULT_THEME_COLOR } from '../lib/theme.ts';
import type { ViewerPresentation } from './types.ts';

type HeaderInput = Pick<ViewerPresentation, 'background' | 'backgroundColor' | 'backgroundOpacity'>;

/** The darkening gradient over a header image: opacity at the bottom, opacity − 0.4 (floored at 0) at the top. */
export function headerGradient(opacity: number) {
  const [from, to] = gradientStops(opacity);
  return `linear-gradient(to top, rgba(0, 0, 0, ${from}), rgba(0, 0, 0, ${to}))`;
}

const HEX = /^#([\da-f]{6})$/i;

/** Whether light text reads better than dark text on this colour (relative luminance below ~0.4). */
export function isDarkColor(color: string) {
  const match = HEX.exec(color);
  if (!match?.[1]) return true;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(match[1]!.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b) < 0.4;
}

/** The header's background (image under the gradient, else the colour, else the theme) and its text tone. */
export function headerStyle(p: HeaderInput): { style: CSSProperties; lightText: boolean } {
  const color = p.backgroundColor ?? DEFAULT_THEME_COLOR;
  if (p.background)
    return {
      lightText: true,
      style: {
        backgroundColor: color,
        backgroundImage: `${headerGradient(p.backgroundOpacity)}, url(${JSON.stringify(p.background)})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      },
    };
  return { lightText: isDarkColor(color), style: { backgroundColor: color } };
}
