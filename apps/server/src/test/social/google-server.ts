import { GOOGLE_SCOPE } from '@folio/shared';
import { type Answer, newToken, type Person, startProviderServer } from './provider-server.ts';

type Grant = { sub: string; person: Person; clientId: string };

/**
 * Google's OAuth endpoints as Folio calls them (GET /oauth2/v3/tokeninfo?access_token=…, GET
 * /oauth2/v3/userinfo with a Bearer token, Google's answers and error bodies), plus a stand-in for the
 * Google Identity Services script (/gsi/client) whose token client asks this server for a token for
 * the person "signed in to Google" (`signIn`).
 */
export async function startGoogleServer({ clientId = 'folio-test.apps.googleusercontent.com' } = {}) {
  const grants = new Map<string, Grant>();
  const subs = new Map<string, string>();
  let signedIn: Person | null = null;
  const subOf = (email: string) => {
    if (!subs.has(email)) subs.set(email, String(100_000_000_000_000 + subs.size + 1));
    return subs.get(email)!;
  };
  const invalid: Answer = {
    status: 400,
    body: { error: 'invalid_token', error_description: 'Invalid Value' },
  };

  const provider = await startProviderServer(({ method, url, headers }) => {
    if (method === 'GET' && url.pathname === '/oauth2/v3/tokeninfo') {
      const grant = grants.get(url.searchParams.get('access_token') ?? '');
      if (!grant) return invalid;
      return {
        status: 200,
        body: {
          azp: grant.clientId,
          aud: grant.clientId,
          sub: grant.sub,
          scope:
            'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
          exp: String(Math.floor(Date.now() / 1000) + 3599),
          expires_in: '3599',
          email: grant.person.email,
          email_verified: String(grant.person.verified ?? true),
          access_type: 'online',
        },
      };
    }
    if (method === 'GET' && url.pathname === '/oauth2/v3/userinfo') {
      const grant = grants.get((headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!grant)
        return { status: 401, body: { error: 'invalid_request', error_description: 'Invalid Credentials' } };
      const [given, ...family] = grant.person.name.split(' ');
      return {
        status: 200,
        body: {
          sub: grant.sub,
          name: grant.person.name,
          given_name: given,
          family_name: family.join(' '),
          picture: grant.person.picture ?? `https://lh3.googleusercontent.com/a/${grant.sub}=s96-c`,
          email: grant.person.email,
          email_verified: grant.person.verified ?? true,
        },
      };
    }
    if (method === 'GET' && url.pathname === '/gsi/client')
      return { status: 200, body: SCRIPT, type: 'text/javascript' };
    // What Google's consent pop-up gives the token client: a token for the signed-in person.
    if (method === 'GET' && url.pathname === '/test/authorize') {
      if (!signedIn) return { status: 200, body: { error: 'access_denied' } };
      const access_token = issue(signedIn, url.searchParams.get('client_id') ?? '');
      return {
        status: 200,
        body: { access_token, token_type: 'Bearer', expires_in: 3599, scope: GOOGLE_SCOPE },
      };
    }
    return undefined;
  });

  /** An access token for this person, made for `forClient` (our client id unless a test says otherwise). */
  function issue(person: Person, forClient = clientId) {
    const token = newToken('ya29.');
    grants.set(token, { sub: subOf(person.email), person, clientId: forClient });
    return token;
  }

  return {
    ...provider,
    clientId,
    issue,
    subOf,
    /** Who the stand-in script's pop-up signs in (null: the user closes it). */
    signIn: (person: Person | null) => {
      signedIn = person;
    },
    env: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_OAUTH_API_URL: provider.base,
      GOOGLE_IDENTITY_SCRIPT_URL: `${provider.base}/gsi/client`,
    },
  };
}

export type GoogleServer = Awaited<ReturnType<typeof startGoogleServer>>;

/** google.accounts.oauth2.initTokenClient / requestAccessToken, answered by this server's /test/authorize. */
const SCRIPT = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.oauth2 = {
    initTokenClient(config) {
      return {
        requestAccessToken() {
          fetch(origin + '/test/authorize?client_id=' + encodeURIComponent(config.client_id))
            .then((r) => r.json())
            .then((answer) => {
              if (answer.error && config.error_callback) config.error_callback({ type: 'popup_closed' });
              else config.callback(answer);
            })
            .catch(() => config.error_callback && config.error_callback({ type: 'popup_failed_to_open' }));
        },
      };
    },
  };
})();`;
