import { describe, expect, it } from 'vitest';
import { applyTheme, DEFAULT_THEME_COLOR, themeShades } from './theme.ts';

describe('theme shades (spec §9)', () => {
  it('derives the four shades of the default colour #34495e', () => {
    expect(DEFAULT_THEME_COLOR).toBe('#34495e');
    expect(themeShades('#34495e')).toEqual({
      base: '#34495e',
      lightest: '#eff0f2', // 8% tint: 8% of the colour over white
      light: '#7d8b98', // 64% tint
      dark: '#253544', // 72% of the base
      darkest: '#19232d', // 48% of the base
    });
  });

  it('works for any team colour, short hex included', () => {
    expect(themeShades('#fff')).toEqual({
      base: '#ffffff',
      lightest: '#ffffff',
      light: '#ffffff',
      dark: '#b8b8b8',
      darkest: '#7a7a7a',
    });
    expect(themeShades('#e82f72').dark).toBe('#a72252');
  });

  it('falls back to the default colour when the value is not a colour', () => {
    expect(themeShades('teal').base).toBe('#34495e');
    expect(themeShades(null).base).toBe('#34495e');
  });

  it('writes the colour and its shades as CSS variables', () => {
    const root = document.createElement('div');
    applyTheme('#1e90ff', root);
    expect(root.style.getPropertyValue('--theme')).toBe('#1e90ff');
    expect(root.style.getPropertyValue('--theme-lightest')).toBe(themeShades('#1e90ff').lightest);
    expect(root.style.getPropertyValue('--theme-light')).toBe(themeShades('#1e90ff').light);
    expect(root.style.getPropertyValue('--theme-dark')).toBe(themeShades('#1e90ff').dark);
    expect(root.style.getPropertyValue('--theme-darkest')).toBe(themeShades('#1e90ff').darkest);
  });
});
