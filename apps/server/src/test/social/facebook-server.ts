import { createFacebookPhotos } from './facebook-photos.ts';
import { type Answer, newToken, type Person, startProviderServer } from './provider-server.ts';

type Grant = { id: string; person: Person; appId: string; valid: boolean; scopes: string[] };

/**
 * The Graph API as Folio calls it (GET /debug_token?input_token=…&access_token=APPID|SECRET, GET /me with
 * fields, Graph's `{ error }` bodies, the photo calls of facebook-photos.ts), plus a stand-in for the
 * JavaScript SDK (/en_US/sdk.js: FB.init, FB.login, FB.api) whose login asks this server for a token for the
 * person "signed in to Facebook" (`signIn`) with the scopes asked for.
 */
export async function startFacebookServer({ appId = '1234567890', appSecret = 'fb-test-secret' } = {}) {
  const grants = new Map<string, Grant>();
  const ids = new Map<string, string>();
  let signedIn: Person | null = null;
  const idOf = (email: string) => {
    if (!ids.has(email)) ids.set(email, String(10_150_000_000_000 + ids.size + 1));
    return ids.get(email)!;
  };
  const oauthError = (message: string, code = 190): Answer => ({
    status: 400,
    body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf' } },
  });

  const photos = createFacebookPhotos(() => provider.base);

  const provider = await startProviderServer((request) => {
    const { method, url } = request;
    const q = url.searchParams;
    if (method === 'GET' && url.pathname === '/debug_token') {
      if (q.get('access_token') !== `${appId}|${appSecret}`) return oauthError('Invalid OAuth access token.');
      const grant = grants.get(q.get('input_token') ?? '');
      if (!grant)
        return {
          status: 200,
          body: {
            data: {
              is_valid: false,
              error: { code: 190, message: 'Invalid OAuth access token.' },
              scopes: [],
            },
          },
        };
      return {
        status: 200,
        body: {
          data: {
            app_id: grant.appId,
            type: 'USER',
            application: 'Folio',
            expires_at: Math.floor(Date.now() / 1000) + 5_000,
            is_valid: grant.valid,
            scopes: grant.scopes,
            user_id: grant.id,
          },
        },
      };
    }
    if (method === 'GET' && url.pathname === '/me') {
      const grant = grants.get(q.get('access_token') ?? '');
      if (!grant?.valid) return oauthError('Invalid OAuth access token.');
      const fields = (q.get('fields') ?? 'id,name').split(',');
      const all: Record<string, unknown> = {
        id: grant.id,
        name: grant.person.name,
        ...(grant.person.email ? { email: grant.person.email } : {}),
        'picture.type(large)': {
          data: {
            height: 200,
            width: 200,
            is_silhouette: false,
            url: grant.person.picture ?? `https://platform-lookaside.fbsbx.com/p/${grant.id}`,
          },
        },
      };
      return {
        status: 200,
        body: Object.fromEntries(fields.filter((f) => f in all).map((f) => [f.replace(/\..*$/, ''), all[f]])),
      };
    }
    if (method === 'GET' && url.pathname === '/en_US/sdk.js')
      return { status: 200, body: SCRIPT, type: 'text/javascript' };
    if (method === 'GET' && url.pathname === '/test/login') {
      if (!signedIn) return { status: 200, body: { status: 'unknown' } };
      // Permissions granted before (at sign-in) stay granted, as on Facebook.
      const scopes = ['email', 'public_profile', ...(q.get('scope') ?? '').split(',').filter(Boolean)];
      const accessToken = issue(signedIn, q.get('app_id') ?? '', true, [...new Set(scopes)]);
      return {
        status: 200,
        body: {
          status: 'connected',
          authResponse: { accessToken, userID: idOf(signedIn.email), expiresIn: 5000 },
        },
      };
    }
    const grant = grants.get(q.get('access_token') ?? '');
    return photos.answer(request, grant?.valid ? { userId: grant.id, scopes: grant.scopes } : null);
  });

  /** A user access token for this person, made for `forApp` (our app unless a test says otherwise). */
  function issue(person: Person, forApp = appId, valid = true, scopes = ['email', 'public_profile']) {
    const token = newToken('EAAB');
    grants.set(token, { id: idOf(person.email), person, appId: forApp, valid, scopes });
    return token;
  }

  return {
    ...provider,
    appId,
    issue,
    idOf,
    /** The photos and albums of a person (by e-mail), as the picker's Graph calls list them. */
    addAlbum: (email: string, name: string) => photos.addAlbum(idOf(email), name),
    addPhoto: (email: string, photo: Parameters<typeof photos.addPhoto>[1]) =>
      photos.addPhoto(idOf(email), photo),
    signIn: (person: Person | null) => {
      signedIn = person;
    },
    env: {
      FACEBOOK_APP_ID: appId,
      FACEBOOK_APP_SECRET: appSecret,
      FACEBOOK_GRAPH_URL: provider.base,
      FACEBOOK_SDK_URL: `${provider.base}/en_US/sdk.js`,
    },
  };
}

export type FacebookServer = Awaited<ReturnType<typeof startFacebookServer>>;

/**
 * FB.init, FB.login (answered by this server's /test/login) and FB.api (GET on this server's Graph, with
 * the token of the last login unless the call gives one) of the SDK; calls fbAsyncInit as the SDK does.
 */
const SCRIPT = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  let appId = '';
  let version = 'v3.2';
  let token = null;
  window.FB = {
    init(options) { appId = options.appId; version = options.version || version; },
    login(callback, options) {
      const scope = (options && options.scope) || '';
      fetch(origin + '/test/login?app_id=' + encodeURIComponent(appId) + '&scope=' + encodeURIComponent(scope))
        .then((r) => r.json())
        .then((answer) => { token = answer.authResponse ? answer.authResponse.accessToken : null; callback(answer); })
        .catch(() => callback({ status: 'unknown' }));
    },
    api(path, method, params, callback) {
      const query = new URLSearchParams(Object.assign({ access_token: token || '' }, params));
      fetch(origin + '/' + version + path + '?' + query)
        .then((r) => r.json())
        .then(callback)
        .catch(() => callback({ error: { message: 'An unknown error occurred', code: 1 } }));
    },
  };
  if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
})();`;
