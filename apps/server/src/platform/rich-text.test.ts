import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the formatting the editor makes', () => {
    const html =
      '<p style="text-align: center"><strong>Big</strong> <em>news</em> <u>today</u></p>' +
      '<ul><li><span style="color: #e82f72; font-family: Lora; font-size: 18px">Pool</span></li></ul>' +
      '<p><a href="https://example.com/listing">Listing</a></p>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain(
      '<p style="text-align:center"><strong>Big</strong> <em>news</em> <u>today</u></p>',
    );
    expect(clean).toContain('<span style="color:#e82f72;font-family:Lora;font-size:18px">Pool</span>');
    expect(clean).toContain(
      '<a href="https://example.com/listing" target="_blank" rel="noopener noreferrer nofollow">',
    );
  });

  it('drops scripts, handlers, javascript: links and foreign styles', () => {
    const clean = sanitizeRichText(
      '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">x</a><span style="position:fixed;background:url(x)">y</span></p><iframe src="//evil"></iframe>',
    );
    expect(clean).toBe('<p>Hi<a target="_blank" rel="noopener noreferrer nofollow">x</a><span>y</span></p>');
  });
});
