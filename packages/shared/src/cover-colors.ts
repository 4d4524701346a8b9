const HEX = /^#([\da-f]{6})$/i;

/**
 * Whether light text reads better than dark text on this colour (relative luminance below ~0.4): the
 * cover's text tone, the same in the web viewer and in the cover the server writes into a shared link's page.
 */
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
