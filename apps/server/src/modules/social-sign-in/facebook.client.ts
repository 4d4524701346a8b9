import { createHmac } from 'node:crypto';
import { getProviderJson, text } from './provider-fetch.ts';
import type { ProviderProfile } from './provider-profile.ts';
import type { FacebookSettings } from './social-sign-in.config.ts';
import { invalidToken } from './social-sign-in.errors.ts';

/**
 * Checks a Facebook login access token with the Graph API: debug_token (asked with our app token) says it
 * is valid and was made for our app, then /me gives the person. The Graph API gives only a confirmed
 * e-mail address, so an address it gives counts as verified.
 */
export function createFacebookClient(settings: FacebookSettings, allowLoopback: boolean) {
  const appToken = `${settings.appId}|${settings.appSecret}`;
  return {
    async profile(accessToken: string): Promise<ProviderProfile> {
      const debug = await getProviderJson(
        'facebook',
        `${settings.graphUrl}/debug_token?${new URLSearchParams({ input_token: accessToken, access_token: appToken })}`,
        { allowLoopback },
      );
      const data = (debug.data ?? {}) as Record<string, unknown>;
      if (data.is_valid !== true || String(data.app_id) !== settings.appId) throw invalidToken('facebook');
      const params = new URLSearchParams({
        fields: 'id,name,email,picture.type(large)',
        access_token: accessToken,
        // Proves the call comes from the app's server (Graph API "Require App Secret").
        appsecret_proof: createHmac('sha256', settings.appSecret).update(accessToken).digest('hex'),
      });
      const me = await getProviderJson('facebook', `${settings.graphUrl}/me?${params}`, { allowLoopback });
      const id = text(me.id);
      if (!id || (data.user_id !== undefined && String(data.user_id) !== id)) throw invalidToken('facebook');
      const [first = '', ...rest] = (text(me.name) ?? '').split(/\s+/);
      const picture = (me.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
      const email = text(me.email)?.toLowerCase() ?? null;
      return {
        id,
        email,
        emailVerified: email !== null,
        firstName: first,
        lastName: rest.join(' '),
        pictureUrl: text(picture),
      };
    },
  };
}
