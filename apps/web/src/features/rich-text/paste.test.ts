import { describe, expect, it } from 'vitest';
import { stripPastedStyles } from './paste.ts';

describe('pasted styles are stripped (spec §5)', () => {
  it('drops inline styles, classes, fonts and style sheets and keeps structure', () => {
    const html =
      '<style>p{color:red}</style><p class="MsoNormal" style="font-family: Comic Sans; color: red">' +
      '<font face="Arial" color="blue">Hi <b>there</b></font></p><ul><li style="margin: 4px">One</li></ul>';
    expect(stripPastedStyles(html)).toBe('<p>Hi <b>there</b></p><ul><li>One</li></ul>');
  });

  it('unwraps the non-bold wrapper Google Docs puts around a paste', () => {
    const html = '<b style="font-weight:normal;" id="docs-internal-guid-12ab"><p>Plain</p></b>';
    expect(stripPastedStyles(html)).toBe('<p>Plain</p>');
  });

  it('keeps link addresses', () => {
    expect(stripPastedStyles('<a href="https://example.com" style="color: red">site</a>')).toBe(
      '<a href="https://example.com">site</a>',
    );
  });
});
