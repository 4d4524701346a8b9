import { gradientStops, isDarkColor } from '@folio/shared';
import type { CSSProperties } from 'react';
import { DEFAULT_THEME_COLOR } from '../lib/theme.ts';
import type { ViewerPresentation } from './types.ts';

export { isDarkColor };

type HeaderInput = Pick<
  ViewerPresentation,
  'background' | 'backgroundColor' | 'backgroundOpacity' | 'backgroundCropped'
>;

/** The darkening gradient over a header image: opacity at the bottom, opacity − 0.4 (floored at 0) at the top. */
export function headerGradient(opacity: number) {
  const [from, to] = gradientStops(opacity);
  return `linear-gradient(to top, rgba(0, 0, 0, ${from}), rgba(0, 0, 0, ${to}))`;
}

/** The header's background (image under the gradient, else the colour, else the theme) and its text tone. */
export function headerStyle(p: HeaderInput): { style: CSSProperties; lightText: boolean } {
  const color = p.backgroundColor ?? DEFAULT_THEME_COLOR;
  const image = p.backgroundCropped ?? p.background;
  if (image)
    return {
      lightText: true,
      style: {
        backgroundColor: color,
        backgroundImage: `${headerGradient(p.backgroundOpacity)}, url(${JSON.stringify(image)})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      },
    };
  return { lightText: isDarkColor(color), style: { backgroundColor: color } };
}
