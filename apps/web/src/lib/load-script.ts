const loading = new Map<string, Promise<void>>();

const PICKER_FAILED = 'The picker could not be loaded. Check your connection and try again.';

/**
 * Adds a provider's official script to the page once, when first needed (never with the page: pickers
 * and sign-in buttons run third-party code). A failed load may be tried again; it rejects with `{ detail }`.
 */
export function loadScript(src: string, attributes: Record<string, string> = {}, failure = PICKER_FAILED) {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject({ detail: failure });
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
