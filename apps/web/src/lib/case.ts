/** snake_case ⇄ camelCase for the wire format. Only plain objects and arrays are walked. */

type CamelKey<S extends string> = S extends `${infer Head}_${infer Rest}`
  ? `${Head}${Capitalize<CamelKey<Rest>>}`
  : S;

/** The camelCase view of a snake_case wire type, deep through objects and arrays. */
export type Camelize<T> = T extends readonly (infer U)[]
  ? Camelize<U>[]
  : T extends Date | Blob | File
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? CamelKey<K> : K]: Camelize<T[K]> }
      : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const camelKey = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const snakeKey = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function mapKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, rename));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [rename(k), mapKeys(v, rename)]));
}

export const camelize = <T>(value: T) => mapKeys(value, camelKey) as Camelize<T>;
export const snakeize = (value: unknown) => mapKeys(value, snakeKey);
export const toSnakeKey = snakeKey;
export const toCamelKey = camelKey;
