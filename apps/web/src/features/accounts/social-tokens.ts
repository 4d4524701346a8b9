import { FACEBOOK_SDK, GOOGLE_SCOPE, type SocialProvider } from '@folio/shared';
import { loadScript } from '../../lib/load-script.ts';
import type { AuthProviders } from './types.ts';

/** The person closed the provider's pop-up or said no: nothing to tell them. */
export const SOCIAL_CANCELLED = 'SOCIAL_CANCELLED';

type TokenAnswer = { access_token?: string; error?: string };
type GoogleAccounts = {
  oauth2: {
    initTokenClient(config: {
      client_id: string;
      scope: string;
      callback: (answer: TokenAnswer) => void;
      error_callback?: (error: { type: string }) => void;
    }): { requestAccessToken(): void };
  };
};
type FacebookSdk = {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (answer: { status?: string; authResponse?: { accessToken?: string } | null }) => void,
    options: { scope: string },
  ): void;
  api(path: string, method: 'get', params: Record<string, string>, callback: (answer: unknown) => void): void;
};
type SdkWindow = Window & { google?: { accounts?: GoogleAccounts }; FB?: FacebookSdk };

const scriptFailed = (name: string) => `${name} could not be loaded. Check your connection and try again.`;

/** An access token from Google Identity Services' token client (a Google pop-up), for the server to check. */
async function googleToken({ clientId, scriptUrl }: NonNullable<AuthProviders['google']>) {
  // The Drive picker may have loaded Google Identity Services already.
  if (!(window as SdkWindow).google?.accounts?.oauth2)
    await loadScript(scriptUrl, {}, scriptFailed('Google sign-in'));
  const oauth2 = (window as SdkWindow).google?.accounts?.oauth2;
  if (!oauth2) throw { detail: scriptFailed('Google sign-in') };
  return new Promise<string>((resolve, reject) => {
    oauth2
      .initTokenClient({
        client_id: clientId,
        scope: GOOGLE_SCOPE,
        callback: (answer) => (answer.access_token ? resolve(answer.access_token) : reject(SOCIAL_CANCELLED)),
        error_callback: () => reject(SOCIAL_CANCELLED),
      })
      .requestAccessToken();
  });
}

let facebookReady: string | null = null;
type FacebookApp = NonNullable<AuthProviders['facebook']>;

/** The Facebook SDK (3.2: spec §9), loaded and initialised for our app when first needed. */
export async function facebookSdk({ appId, sdkUrl, version }: FacebookApp) {
  if (!(window as SdkWindow).FB) await loadScript(sdkUrl, {}, scriptFailed('Facebook sign-in'));
  const fb = (window as SdkWindow).FB;
  if (!fb) throw { detail: scriptFailed('Facebook sign-in') };
  if (facebookReady !== appId) {
    fb.init({ appId, version: version || FACEBOOK_SDK.version, cookie: false, xfbml: false });
    facebookReady = appId;
  }
  return fb;
}

/** An access token from the Facebook SDK's login pop-up, asking for `scope` (sign-in: e-mail and name). */
export async function facebookToken(facebook: FacebookApp, scope: string = FACEBOOK_SDK.scope) {
  const fb = await facebookSdk(facebook);
  return new Promise<string>((resolve, reject) => {
    fb.login(
      (answer) => {
        const token = answer.authResponse?.accessToken;
        if (answer.status === 'connected' && token) resolve(token);
        else reject(SOCIAL_CANCELLED);
      },
      { scope },
    );
  });
}

/** Opens the provider's sign-in and answers its access token; rejects SOCIAL_CANCELLED or `{ detail }`. */
export function requestSocialToken(provider: SocialProvider, providers: AuthProviders) {
  const google = providers.google;
  const facebook = providers.facebook;
  if (provider === 'google' && google) return googleToken(google);
  if (provider === 'facebook' && facebook) return facebookToken(facebook);
  return Promise.reject({ detail: 'This sign-in is not available.' });
}
