import { describe, expect, it } from 'vitest';
import { isWebsiteUrl, parseVideoLink, withScheme } from './links.ts';

describe('links', () => {
  it('adds http:// to a link without a scheme', () => {
    expect(withScheme('example.com/listing')).toBe('http://example.com/listing');
    expect(withScheme('https://example.com')).toBe('https://example.com');
    expect(isWebsiteUrl('example.com')).toBe(true);
    expect(isWebsiteUrl('not a link')).toBe(false);
    expect(isWebsiteUrl('javascript:alert(1)')).toBe(false);
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['youtube.com/watch?feature=share&v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ?si=x'],
    ['https://www.youtube.com/v/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ'],
  ])('finds the YouTube id in %s', (link) => {
    expect(parseVideoLink(link)).toMatchObject({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      thumbnail: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
  });

  it.each([
    ['https://vimeo.com/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871'],
    ['https://vimeo.com/groups/shortfilms/videos/76979871'],
    ['https://vimeo.com/album/2222222/video/76979871'],
    ['https://player.vimeo.com/video/76979871'],
  ])('finds the Vimeo id in %s', (link) => {
    expect(parseVideoLink(link)).toMatchObject({ provider: 'vimeo', id: '76979871' });
  });

  it('leaves other links alone', () => {
    expect(parseVideoLink('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(parseVideoLink('https://vimeo.com/about')).toBeNull();
    expect(parseVideoLink('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(parseVideoLink('https://notyoutube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
  });
});
