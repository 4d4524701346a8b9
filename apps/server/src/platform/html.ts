const ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to write into HTML, as element content or a quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITY[c]!);
