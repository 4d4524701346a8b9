/** The tab an editor or preview address sits under: /presentations/folders/3/edit/12 → /presentations/folders/3. */
export function tabBase(pathname: string) {
  return /^(\/presentations(?:\/.*?)?)\/(?:edit|preview)\/[^/]+\/?$/.exec(pathname)?.[1] ?? '/presentations';
}

export const editPath = (base: string, id: number) => `${base}/edit/${id}`;
export const previewPath = (base: string, id: number) => `${base}/preview/${id}`;

/** A presentation id from the address, or null when it is not a positive whole number. */
export const parseId = (value: string | undefined) =>
  value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;

/** Whether a failed call answered 404 ({ detail: 'Not found.' }). */
export const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { detail?: unknown }).detail === 'Not found.';
