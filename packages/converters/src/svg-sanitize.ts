import { DATA_IMAGE, NAMESPACED_ATTRIBUTES, SVG_ELEMENTS } from './svg-allowlist.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML character references and the five predefined entities; any other entity is dropped. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (_, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name] ?? '';
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
      ? String.fromCodePoint(code)
      : '';
  });
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** What a browser would see once whitespace and control characters inside a scheme are ignored. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip control characters inside a URL scheme
const squeezed = (value: string) => value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();

function hasDangerousScheme(value: string): boolean {
  const v = squeezed(value);
  return v.includes('javascript:') || v.includes('vbscript:') || v.includes('data:text/html');
}

/** CSS may load things too: url() to anything but a local #id, @import, expression(). */
function cleanCss(css: string): string {
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(['"]?)(.*?)\1\s*\)/gi, (whole, _q: string, target: string) =>
      target.trim().startsWith('#') ? whole : 'none',
    )
    .replace(/expression\s*\(|behavior\s*:|-moz-binding/gi, '');
}

function keepAttribute(element: string, name: string, value: string): string | undefined {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return undefined;
  if (name.includes(':') && !NAMESPACED_ATTRIBUTES.has(lower)) return undefined;
  if (lower === 'href' || lower === 'xlink:href') {
    const target = value.trim();
    if (target.startsWith('#') && !hasDangerousScheme(target)) return target;
    if ((element === 'image' || element === 'feImage') && DATA_IMAGE.test(target)) return target;
    return undefined;
  }
  if (hasDangerousScheme(value)) return undefined;
  if (lower === 'style') return cleanCss(value);
  if (/url\(\s*['"]?\s*[^#'"\s)]/i.test(value)) return undefined;
  return value;
}

const TAG = /^<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/**
 * Rebuilds an SVG from an allow-list of elements and attributes: no script, no event handlers,
 * no foreignObject, no javascript: URLs, no reference outside the file (except data: pictures),
 * no DOCTYPE or entities. What is not understood is dropped, never passed through.
 */
export function sanitizeSvg(svg: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let skipping = 0; // depth inside a dropped element
  let i = 0;
  const inStyle = () => open.at(-1) === 'style';
  const text = (raw: string) => {
    if (skipping || open.length === 0) return;
    const decoded = decodeEntities(raw);
    out.push(escapeText(inStyle() ? cleanCss(decoded) : decoded));
  };
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    if (lt === -1) {
      text(svg.slice(i));
      break;
    }
    if (lt > i) text(svg.slice(i, lt));
    const rest = svg.slice(lt, lt + 9);
    if (rest.startsWith('<!--')) {
      const end = svg.indexOf('-->', lt + 4);
      i = end === -1 ? svg.length : end + 3;
    } else if (rest.startsWith('<![CDATA[')) {
      const end = svg.indexOf(']]>', lt + 9);
      const content = svg.slice(lt + 9, end === -1 ? svg.length : end);
      if (!skipping && open.length > 0) out.push(escapeText(inStyle() ? cleanCss(content) : content));
      i = end === -1 ? svg.length : end + 3;
    } else if (rest.startsWith('<!')) {
      const subset = /^<![^[>]*(\[[\s\S]*?\])?[^>]*>/.exec(svg.slice(lt));
      i = subset ? lt + subset[0].length : svg.length;
    } else if (rest.startsWith('<?')) {
      const end = svg.indexOf('?>', lt + 2);
      i = end === -1 ? svg.length : end + 2;
    } else {
      const tag = TAG.exec(svg.slice(lt));
      if (!tag) {
        text('<');
        i = lt + 1;
        continue;
      }
      i = lt + tag[0].length;
      const [, closing, name = '', attributes = '', selfClosing] = tag;
      if (closing) {
        if (skipping) skipping--;
        else if (open.at(-1) === name) out.push(`</${open.pop()}>`);
        if (open.length === 0 && out.length > 0) break; // one root only
        continue;
      }
      if (skipping || !SVG_ELEMENTS.has(name) || (open.length === 0 && name !== 'svg')) {
        if (!selfClosing) skipping++;
        continue;
      }
      const kept: string[] = [];
      for (const match of attributes.matchAll(ATTRIBUTE)) {
        const attribute = match[1] ?? '';
        const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
        const safe = keepAttribute(name, attribute, value);
        if (safe !== undefined && !attribute.startsWith('xmlns'))
          kept.push(` ${attribute}="${escapeAttribute(safe)}"`);
      }
      if (open.length === 0) kept.unshift(` xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"`);
      if (selfClosing) out.push(`<${name}${kept.join('')}/>`);
      else {
        out.push(`<${name}${kept.join('')}>`);
        open.push(name);
      }
    }
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
