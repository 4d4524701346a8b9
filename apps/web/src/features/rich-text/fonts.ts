/** The editor's fonts (spec §9), each with a generic fallback for machines that lack it. */
export const FONT_FAMILIES = [
  { label: 'Arial', value: 'Arial, sans-serif' },
  { label: 'Barlow', value: 'Barlow, sans-serif' },
  { label: 'Comic Neue', value: "'Comic Neue', cursive" },
  { label: 'Georgia', value: 'Georgia, serif' },
  { label: 'Josefin Sans', value: "'Josefin Sans', sans-serif" },
  { label: 'Lato', value: 'Lato, sans-serif' },
  { label: 'Lora', value: 'Lora, serif' },
  { label: 'Montserrat', value: 'Montserrat, sans-serif' },
  { label: 'Noto Sans', value: "'Noto Sans', sans-serif" },
  { label: 'Inter', value: 'Inter, sans-serif' },
  { label: 'Oxygen', value: 'Oxygen, sans-serif' },
  { label: 'Playfair Display', value: "'Playfair Display', serif" },
  { label: 'Roboto', value: 'Roboto, sans-serif' },
  { label: 'Roboto Mono', value: "'Roboto Mono', monospace" },
  { label: 'Sackers Gothic', value: "'Sackers Gothic', sans-serif" },
  { label: 'Tahoma', value: 'Tahoma, sans-serif' },
  { label: 'Verdana', value: 'Verdana, sans-serif' },
] as const;

/** Font sizes in px (spec §9). */
export const FONT_SIZES = [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 30, 36] as const;

const firstFamily = (value: string) =>
  value
    .split(',')[0]
    ?.trim()
    .replace(/^['"]|['"]$/g, '')
    .toLowerCase() ?? '';

/** The listed font a style value names (by its first family), if any. */
export const fontOf = (value: string | null | undefined) =>
  value ? FONT_FAMILIES.find((f) => firstFamily(f.value) === firstFamily(value)) : undefined;
