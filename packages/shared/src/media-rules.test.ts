import { describe, expect, it } from 'vitest';
import { isWebsiteUrl } from './links.ts';
import { formatMegabytes, isBlankImage, isValidImageUrl, isVideoUrl } from './media-rules.ts';

/** RGBA pixels: `inked` of `total` dark and opaque, the rest `rest`. */
function pixels(total: number, inked: number, rest: [number, number, number, number] = [255, 255, 255, 255]) {
  const data = new Uint8ClampedArray(total * 4);
  for (let i = 0; i < total; i += 1) data.set(i < inked ? [20, 30, 40, 255] : rest, i * 4);
  return data;
}

describe('media rules (spec §5, §9)', () => {
  it('calls an image blank when fewer than 5% of its sampled pixels are neither white nor transparent', () => {
    expect(isBlankImage(pixels(1000, 0))).toBe(true);
    expect(isBlankImage(pixels(1000, 49))).toBe(true);
    expect(isBlankImage(pixels(1000, 50))).toBe(false);
    expect(isBlankImage(pixels(1000, 0, [0, 0, 0, 0]))).toBe(true);
    expect(isBlankImage(pixels(1000, 0, [200, 10, 10, 255]))).toBe(false);
    // A large image is sampled, not read whole: 3% dark spread through it is still blank.
    const large = new Uint8ClampedArray(2_000_000 * 4).fill(255);
    for (let i = 0; i < 2_000_000; i += 33) large.set([0, 0, 0, 255], i * 4);
    expect(isBlankImage(large)).toBe(true);
    expect(isBlankImage(new Uint8ClampedArray(0))).toBe(true);
  });

  it('takes a data image or a valid URL not of the form img-{n}.jpeg as an image address', () => {
    expect(isValidImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isValidImageUrl('https://images.example.com/villa.jpg')).toBe(true);
    expect(isValidImageUrl('https://cdn.example.com/photos/img-12.jpeg')).toBe(false);
    expect(isValidImageUrl('https://cdn.example.com/photos/img-12.jpeg.webp')).toBe(true);
    expect(isValidImageUrl('data:text/html,<script>')).toBe(false);
    expect(isValidImageUrl('javascript:alert(1)')).toBe(false);
    expect(isValidImageUrl('not a url')).toBe(false);
  });

  it('refuses a link whose host has two dots in a row', () => {
    expect(isWebsiteUrl('www.example.com')).toBe(true);
    expect(isWebsiteUrl('www..example.com')).toBe(false);
    expect(isWebsiteUrl('https://example..com/listing')).toBe(false);
  });

  it('takes only https addresses for a header video', () => {
    expect(isVideoUrl('https://cdn.example.com/tour.mp4')).toBe(true);
    expect(isVideoUrl('http://cdn.example.com/tour.mp4')).toBe(false);
    expect(isVideoUrl('https://localhost/tour.mp4')).toBe(false);
  });

  it('shows sizes in MB rounded to 2 decimals', () => {
    expect(formatMegabytes(104_857_600)).toBe('100.00 MB');
    expect(formatMegabytes(12_949_873)).toBe('12.35 MB');
    expect(formatMegabytes(0)).toBe('0.00 MB');
  });
});
