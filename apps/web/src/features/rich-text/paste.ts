const DROPPED_ELEMENTS = 'style, script, meta, link, title, xml, o\\:p';
const DROPPED_ATTRIBUTES = [
  'style',
  'class',
  'id',
  'color',
  'face',
  'size',
  'align',
  'bgcolor',
  'width',
  'height',
];

function unwrap(element: Element) {
  element.replaceWith(...Array.from(element.childNodes));
}

/**
 * Pasted HTML without its styles (spec §5): inline styles, classes, <font> and <style> are dropped;
 * structure (paragraphs, lists, links, bold, italic) is kept. Google Docs wraps a paste in a
 * <b id="docs-internal-guid-…"> that is not bold; it is unwrapped.
 */
export function stripPastedStyles(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.body.querySelectorAll(DROPPED_ELEMENTS)) element.remove();
  for (const element of doc.body.querySelectorAll('b[id^="docs-internal-guid"], font')) unwrap(element);
  for (const element of doc.body.querySelectorAll('*'))
    for (const attribute of DROPPED_ATTRIBUTES) element.removeAttribute(attribute);
  return doc.body.innerHTML;
}
