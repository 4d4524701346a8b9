import type { BoxItems } from '@folio/shared';
import { extensionOf } from '@folio/shared';
import type { Config } from '../../config.ts';

export type BoxSettings = NonNullable<Config['imports']['box']>;

/** What Box's token endpoint answers (authorization_code and refresh_token grants alike). */
export type BoxTokens = { accessToken: string; refreshToken: string | null; expiresIn: number };

/** Box could not be reached, timed out or answered 5xx or garbage. */
export class BoxUnavailable extends Error {}
/** Box refused: 401 for a token it no longer accepts, 400 invalid_grant for a used code or refresh token… */
export class BoxRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.error_description ?? body.message ?? body.error ?? `HTTP ${status}`));
  }
}

const TIMEOUT_MS = 15_000;
const ITEM_FIELDS = 'id,type,name,size,extension';
/** One page of a folder: Box's largest. */
const PAGE = 1000;

/**
 * Box's OAuth 2.0 and the few Content API calls the picker needs, in Box's wire format: form-encoded
 * token requests with the client id and secret, JSON everywhere else. The base URLs are the operator's
 * configuration, not a user's, so these calls use the plain fetch.
 */
export function createBoxClient(settings: BoxSettings, redirectUri: string) {
  async function send(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}${path}`, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new BoxUnavailable();
    }
    const text = await response.text().catch(() => '');
    let body: unknown = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      if (response.ok) throw new BoxUnavailable();
    }
    const json = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    if (response.status >= 500) throw new BoxUnavailable();
    if (!response.ok) throw new BoxRefused(response.status, json);
    return json;
  }

  const form = (fields: Record<string, string>) =>
    send('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        ...fields,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      }),
    });

  function tokens(json: Record<string, unknown>): BoxTokens {
    if (typeof json.access_token !== 'string') throw new BoxUnavailable();
    return {
      accessToken: json.access_token,
      refreshToken: typeof json.refresh_token === 'string' ? json.refresh_token : null,
      expiresIn: typeof json.expires_in === 'number' ? json.expires_in : 3600,
    };
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}`, accept: 'application/json' });

  return {
    /** Box's consent page for this user's flow. */
    authorizeUrl(state: string) {
      const url = new URL(settings.authorizeUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },
    async exchangeCode(code: string) {
      return tokens(await form({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }));
    },
    /** A new access token; Box rotates the refresh token too (the old one stops working). */
    async refresh(refreshToken: string) {
      return tokens(await form({ grant_type: 'refresh_token', refresh_token: refreshToken }));
    },
    async revoke(token: string) {
      await send('/oauth2/revoke', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          token,
        }),
      });
    },
    /** Who the token belongs to: Box's login is the account's e-mail address. */
    async me(accessToken: string) {
      const json = await send('/2.0/users/me?fields=login,name', { headers: bearer(accessToken) });
      return String(json.login ?? json.name ?? '');
    },
    /** A folder's files and sub-folders (web links and the like left out). */
    async folderItems(accessToken: string, folderId: string): Promise<BoxItems> {
      const query = new URLSearchParams({ fields: ITEM_FIELDS, limit: String(PAGE), offset: '0' });
      const json = await send(`/2.0/folders/${folderId}/items?${query}`, { headers: bearer(accessToken) });
      const entries = Array.isArray(json.entries) ? (json.entries as Record<string, unknown>[]) : [];
      return {
        items: entries
          .filter((e) => e.type === 'file' || e.type === 'folder')
          .map((e) => ({
            id: String(e.id),
            type: e.type as 'file' | 'folder',
            name: String(e.name ?? ''),
            size: typeof e.size === 'number' ? e.size : null,
            extension:
              e.type === 'file' ? String(e.extension ?? extensionOf(String(e.name ?? ''))).toLowerCase() : '',
          })),
        total_count: typeof json.total_count === 'number' ? json.total_count : entries.length,
      };
    },
    contentUrl: (fileId: string) => `${settings.apiUrl}/2.0/files/${fileId}/content`,
  };
}

export type BoxClient = ReturnType<typeof createBoxClient>;
