import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg-sanitize.ts';

const wrap = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;
const svgOpen =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">';

describe('sanitizeSvg', () => {
  it('keeps drawing elements and their attributes', () => {
    const svg = wrap(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="5" height="5" fill="url(#g)"/><text x="1" y="8">Tom &amp; Jerry</text>',
    );
    expect(sanitizeSvg(svg)).toBe(
      `${svgOpen}<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="5" height="5" fill="url(#g)"/><text x="1" y="8">Tom &amp; Jerry</text></svg>`,
    );
  });

  it('removes scripts, event handlers and foreignObject with their content', () => {
    const svg = wrap(
      '<script type="text/javascript"><![CDATA[alert(1)]]></script><g onload="alert(2)" ONCLICK="x()"><circle r="2"/></g><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(3)</script></body></foreignObject><set attributeName="href" to="javascript:alert(4)"/>',
    );
    expect(sanitizeSvg(svg)).toBe(`${svgOpen}<g><circle r="2"/></g></svg>`);
  });

  it('removes javascript: URLs however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      'java\nscript:x',
    ]) {
      const out = sanitizeSvg(wrap(`<a href="${href}"><rect width="1" height="1"/></a>`));
      expect(out).toBe(`${svgOpen}<a><rect width="1" height="1"/></a></svg>`);
    }
  });

  it('removes references to anything outside the file, keeps local ones and embedded pictures', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const svg = wrap(
      `<use href="#a"/><use xlink:href="other.svg#a"/><image href="https://tracker.example/p.png"/><image xlink:href="file:///etc/passwd"/><image href="${png}"/><rect style="fill: url(https://x.example/a); stroke: red" fill="url('http://x.example/b')" width="1"/><style>@import url(https://x.example/s.css); rect { fill: url(http://x.example/c) }</style>`,
    );
    const out = sanitizeSvg(svg);
    expect(out).not.toMatch(/example|file:|other\.svg|@import/);
    expect(out).toContain('<use href="#a"/>');
    expect(out).toContain(`<image href="${png}"/>`);
    expect(out).toContain('stroke: red');
  });

  it('drops the DOCTYPE and its entities, comments and processing instructions', () => {
    const svg = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY lol "lol">]><!-- c --><?xml-stylesheet href="http://x.example/s.css"?>${wrap('<text>&xxe;&lol;&lt;ok&gt;</text>')}`;
    expect(sanitizeSvg(svg)).toBe(`${svgOpen}<text>&lt;ok&gt;</text></svg>`);
  });

  it('answers nothing for something that is not an SVG, and one root only', () => {
    expect(sanitizeSvg('<html><body>hi</body></html>')).toBe('');
    expect(sanitizeSvg(`${wrap('<rect/>')}<svg><script>alert(1)</script></svg>`)).toBe(
      `${svgOpen}<rect/></svg>`,
    );
  });
});
