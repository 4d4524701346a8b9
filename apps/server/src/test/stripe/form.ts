/** A form value as Stripe's bracket notation nests it: `items[0][price]=p` → { items: [{ price: 'p' }] }. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = Record<string, FormValue>;

/** Decodes application/x-www-form-urlencoded (bodies and query strings) the way Stripe's API reads it. */
export function decodeForm(text: string): Form {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) node[segment] = value;
      else {
        node[segment] ??= {};
        node = node[segment] as Record<string, unknown>;
      }
    });
  }
  return arrays(root) as Form;
}

/** Objects whose keys are 0..n-1 become arrays. */
function arrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
  const indexed = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return indexed ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

export const str = (value: FormValue | undefined) => (typeof value === 'string' ? value : undefined);
export const list = (value: FormValue | undefined): FormValue[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
export const obj = (value: FormValue | undefined): Form =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
