import { getProviderJson, text } from './provider-fetch.ts';
import type { ProviderProfile } from './provider-profile.ts';
import type { GoogleSettings } from './social-sign-in.config.ts';
import { invalidToken } from './social-sign-in.errors.ts';

/**
 * Checks a Google Identity Services access token with Google: tokeninfo says which client it was made for
 * (it must be ours: a token made for another app must not sign anyone in here), userinfo gives the person.
 */
export function createGoogleClient(settings: GoogleSettings, allowLoopback: boolean) {
  return {
    async profile(accessToken: string): Promise<ProviderProfile> {
      const info = await getProviderJson(
        'google',
        `${settings.apiUrl}/oauth2/v3/tokeninfo?${new URLSearchParams({ access_token: accessToken })}`,
        { allowLoopback },
      );
      if (info.aud !== settings.clientId && info.azp !== settings.clientId) throw invalidToken('google');
      const me = await getProviderJson('google', `${settings.apiUrl}/oauth2/v3/userinfo`, {
        allowLoopback,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const id = text(me.sub);
      if (!id || id !== text(info.sub)) throw invalidToken('google');
      const email = text(me.email)?.toLowerCase() ?? null;
      return {
        id,
        email,
        emailVerified: me.email_verified === true || me.email_verified === 'true',
        firstName: text(me.given_name) ?? '',
        lastName: text(me.family_name) ?? '',
        pictureUrl: text(me.picture),
      };
    },
  };
}
