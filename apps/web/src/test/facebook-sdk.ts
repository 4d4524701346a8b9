import { vi } from 'vitest';

type Photo = { id: string; name?: string; album?: string };
type Library = { albums?: { id: string; name: string; count?: number }[]; photos?: Photo[] };
type GraphCall = { path: string; params: Record<string, string> };

/**
 * The Facebook SDK as the page finds it once loaded (FB.init, FB.login, FB.api), over a small photo
 * library answered with Graph's shapes and cursor paging. `fail` makes every Graph call answer Graph's error.
 */
export function stubFacebookSdk(library: Library, { token = 'EAAB-photos', fail = '' } = {}) {
  const graphCalls: GraphCall[] = [];
  const logins: string[] = [];
  const image = (id: string) => [
    { width: 1280, height: 960, source: `https://scontent.xx.fbcdn.net/${id}_o.jpg` },
    { width: 320, height: 240, source: `https://scontent.xx.fbcdn.net/${id}_n.jpg` },
  ];
  const answer = (path: string, params: Record<string, string>) => {
    if (fail) return { error: { message: fail, type: 'OAuthException', code: 190 } };
    if (params.access_token !== token)
      return { error: { message: 'Invalid OAuth access token.', code: 190 } };
    if (path === '/me/albums') return { data: library.albums ?? [] };
    const album = /^\/(\d+)\/photos$/.exec(path)?.[1];
    const all = (library.photos ?? []).filter((p) => (album ? p.album === album : true));
    const start = Number(params.after ?? 0);
    const limit = Number(params.limit ?? 25);
    const data = all
      .slice(start, start + limit)
      .map((p) => ({ id: p.id, name: p.name, images: image(p.id) }));
    const more = start + limit < all.length;
    return {
      data,
      paging: { cursors: { after: String(start + limit) }, ...(more ? { next: 'https://graph/next' } : {}) },
    };
  };
  (window as Window & { FB?: unknown }).FB = {
    init: vi.fn(),
    login: (callback: (a: object) => void, options: { scope: string }) => {
      logins.push(options.scope);
      callback(token ? { status: 'connected', authResponse: { accessToken: token } } : { status: 'unknown' });
    },
    api: (path: string, _method: string, params: Record<string, string>, callback: (a: unknown) => void) => {
      graphCalls.push({ path, params });
      setTimeout(() => callback(answer(path, params)), 0);
    },
  };
  return { graphCalls, logins };
}

export const removeFacebookSdk = () => {
  (window as Window & { FB?: unknown }).FB = undefined;
};
