import { type Answer, newToken, type Person, startProviderServer } from './provider-server.ts';

type Grant = { id: string; person: Person; appId: string; valid: boolean };

/**
 * The Graph API as Folio calls it (GET /debug_token?input_token=…&access_token=APPID|SECRET, GET /me with
 * fields, Graph's `{ error }` bodies), plus a stand-in for the JavaScript SDK (/en_US/sdk.js: FB.init,
 * FB.login) whose login asks this server for a token for the person "signed in to Facebook" (`signIn`).
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

  const provider = await startProviderServer(({ method, url }) => {
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
            scopes: ['email', 'public_profile'],
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
      const accessToken = issue(signedIn, q.get('app_id') ?? '');
      return {
        status: 200,
        body: {
          status: 'connected',
          authResponse: { accessToken, userID: idOf(signedIn.email), expiresIn: 5000 },
        },
      };
    }
    return undefined;
  });

  /** A user access token for this person, made for `forApp` (our app unless a test says otherwise). */
  function issue(person: Person, forApp = appId, valid = true) {
    const token = newToken('EAAB');
    grants.set(token, { id: idOf(person.email), person, appId: forApp, valid });
    return token;
  }

  return {
    ...provider,
    appId,
    issue,
    idOf,
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

/** FB.init and FB.login of the SDK, answered by this server's /test/login; calls fbAsyncInit as the SDK does. */
const SCRIPT = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  let appId = '';
  window.FB = {
    init(options) { appId = options.appId; },
    login(callback) {
      fetch(origin + '/test/login?app_id=' + encodeURIComponent(appId))
        .then((r) => r.json())
        .then(callback)
        .catch(() => callback({ status: 'unknown' }));
    },
  };
  if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
})();`;
