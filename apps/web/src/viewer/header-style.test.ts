import { describe, expect, it } from 'vitest';
import { headerGradient, headerStyle, isDarkColor } from './header-style.ts';

describe('the header gradient (spec §9)', () => {
  it('fades by 0.4 from the opacity, floored at 0', () => {
    expect(headerGradient(0.6)).toBe('linear-gradient(to top, rgba(0, 0, 0, 0.6), rgba(0, 0, 0, 0.2))');
    expect(headerGradient(1)).toBe('linear-gradient(to top, rgba(0, 0, 0, 1), rgba(0, 0, 0, 0.6))');
    expect(headerGradient(0.3)).toBe('linear-gradient(to top, rgba(0, 0, 0, 0.3), rgba(0, 0, 0, 0))');
    expect(headerGradient(0)).toBe('linear-gradient(to top, rgba(0, 0, 0, 0), rgba(0, 0, 0, 0))');
  });

  it('lays the gradient over the image, with light text', () => {
    const { style, lightText } = headerStyle({
      background: '/files/header.jpg',
      backgroundColor: null,
      backgroundOpacity: 0.7,
    });
    expect(lightText).toBe(true);
    expect(style.backgroundImage).toBe(
      'linear-gradient(to top, rgba(0, 0, 0, 0.7), rgba(0, 0, 0, 0.3)), url("/files/header.jpg")',
    );
  });

  it('uses the colour without a gradient, with text that reads on it', () => {
    expect(headerStyle({ background: null, backgroundColor: '#f4e9d8', backgroundOpacity: 0.6 })).toEqual({
      lightText: false,
      style: { backgroundColor: '#f4e9d8' },
    });
    expect(headerStyle({ background: null, backgroundColor: null, backgroundOpacity: 0.6 }).style).toEqual({
      backgroundColor: '#34495e',
    });
    expect(isDarkColor('#34495e')).toBe(true);
    expect(isDarkColor('#ffffff')).toBe(false);
  });
});
