import { randomBytes } from 'node:crypto';
import http from 'node:http';

/** A file or folder of the stand-in account; files carry their bytes. */
export type BoxEntry = { id: string; name: string; parent: string } & (
  | { type: 'folder' }
  | { type: 'file'; content: Buffer }
);
export type BoxRequest = {
  method: string;
  path: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
};

type Grant = { access: string; refresh: string; revoked: boolean };

const token = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
const error = (status: number, code: string, message: string) => ({
  status,
  body: { type: 'error', status, code, message, request_id: 'r1' },
});

/**
 * A small server speaking Box's OAuth 2.0 and Content API as Folio calls them: the consent page (which
 * consents at once and redirects back with a code, or with error=access_denied when `deny` is set),
 * form-encoded /oauth2/token (authorization_code and refresh_token grants, refresh tokens rotated: each
 * works once), /oauth2/revoke, /2.0/users/me, /2.0/folders/{id}/items and /2.0/files/{id}/content (a
 * redirect to a download path, as Box redirects to dl.boxcloud.com).
 */
export async function startBoxServer(
  options: {
    clientId?: string;
    clientSecret?: string;
    login?: string;
    /** Box redirects downloads to another host (dl.boxcloud.com): 'other' plays it as localhost:port. */
    downloadHost?: 'other' | 'same';
  } = {},
) {
  const clientId = options.clientId ?? 'box-client-id';
  const clientSecret = options.clientSecret ?? 'box-client-secret';
  const entries: BoxEntry[] = [];
  const codes = new Map<string, string>();
  const grants: Grant[] = [];
  const seen: BoxRequest[] = [];
  const state = { down: false, deny: false, expiresIn: 3600 };
  let base = '';

  const grantOf = (request: BoxRequest) => {
    const bearer = request.headers.authorization?.replace(/^Bearer /, '');
    return grants.find((g) => !g.revoked && g.access === bearer) ?? null;
  };
  const issue = (grant: Grant) => ({
    access_token: grant.access,
    expires_in: state.expiresIn,
    restricted_to: [],
    refresh_token: grant.refresh,
    token_type: 'bearer',
  });

  function tokenEndpoint(form: URLSearchParams) {
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
      return {
        status: 400,
        body: { error: 'invalid_client', error_description: 'The client credentials are invalid' },
      };
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      if (!codes.has(code))
        return {
          status: 400,
          body: {
            error: 'invalid_grant',
            error_description: "Auth code doesn't exist or is invalid for the client",
          },
        };
      codes.delete(code);
      const grant = { access: token('acc_'), refresh: token('ref_'), revoked: false };
      grants.push(grant);
      return { status: 200, body: issue(grant) };
    }
    if (form.get('grant_type') === 'refresh_token') {
      const grant = grants.find((g) => !g.revoked && g.refresh === form.get('refresh_token'));
      if (!grant)
        return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid refresh token' } };
      grant.access = token('acc_');
      grant.refresh = token('ref_');
      return { status: 200, body: issue(grant) };
    }
    return {
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'Grant type is not supported' },
    };
  }

  function api(request: BoxRequest): { status: number; body?: unknown; content?: Buffer; location?: string } {
    const { path, url } = request;
    if (path === '/api/oauth2/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      if (url.searchParams.get('client_id') !== clientId) return { status: 400, body: 'Invalid client_id' };
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (state.deny) {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The user denied access to your application');
      } else {
        const code = token('code_');
        codes.set(code, 'granted');
        back.searchParams.set('code', code);
      }
      return { status: 302, location: back.toString() };
    }
    if (path === '/oauth2/token' && request.method === 'POST') return tokenEndpoint(request.form);
    if (path === '/oauth2/revoke' && request.method === 'POST') {
      const value = request.form.get('token');
      for (const g of grants) if (g.access === value || g.refresh === value) g.revoked = true;
      return { status: 200 };
    }
    const download = /^\/boxcloud\/d\/1\/(\d+)\/download$/.exec(path);
    if (download) {
      const file = entries.find((e) => e.id === download[1]);
      return file?.type === 'file' ? { status: 200, content: file.content } : { status: 404 };
    }
    if (!grantOf(request)) return { status: 401 };
    if (path === '/2.0/users/me')
      return {
        status: 200,
        body: { type: 'user', id: '11446498', name: 'Ann Agent', login: options.login ?? 'ann@box.test' },
      };
    const items = /^\/2\.0\/folders\/(\d+)\/items$/.exec(path);
    if (items) {
      const folder = items[1]!;
      if (folder !== '0' && !entries.some((e) => e.id === folder && e.type === 'folder'))
        return error(404, 'not_found', 'Not Found');
      const children = entries.filter((e) => e.parent === folder);
      return {
        status: 200,
        body: {
          total_count: children.length,
          entries: children.map((e) => ({
            type: e.type,
            id: e.id,
            etag: '0',
            name: e.name,
            ...(e.type === 'file'
              ? { size: e.content.length, extension: e.name.split('.').pop() }
              : { size: 0 }),
          })),
          offset: Number(url.searchParams.get('offset') ?? 0),
          limit: Number(url.searchParams.get('limit') ?? 100),
          order: [{ by: 'type', direction: 'ASC' }],
        },
      };
    }
    const content = /^\/2\.0\/files\/(\d+)\/content$/.exec(path);
    if (content) {
      if (!entries.some((e) => e.id === content[1] && e.type === 'file'))
        return error(404, 'not_found', 'Not Found');
      const host = options.downloadHost === 'same' ? base : base.replace('127.0.0.1', 'localhost');
      return { status: 302, location: `${host}/boxcloud/d/1/${content[1]}/download` };
    }
    return error(404, 'not_found', 'Not Found');
  }

  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://box.test');
      const request = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        url,
        headers: incoming.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      };
      seen.push(request);
      if (state.down)
        return void response
          .writeHead(503, { 'content-type': 'text/html' })
          .end('<h1>Service Unavailable</h1>');
      const answer = api(request);
      if (answer.location) return void response.writeHead(answer.status, { location: answer.location }).end();
      if (answer.content) return void response.writeHead(answer.status).end(answer.content);
      if (answer.body === undefined) return void response.writeHead(answer.status).end();
      const isText = typeof answer.body === 'string';
      response
        .writeHead(answer.status, { 'content-type': isText ? 'text/plain' : 'application/json' })
        .end(isText ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    base,
    seen,
    state,
    /** The environment that points Folio at this server. */
    env: {
      BOX_CLIENT_ID: clientId,
      BOX_CLIENT_SECRET: clientSecret,
      BOX_API_URL: base,
      BOX_AUTHORIZE_URL: `${base}/api/oauth2/authorize`,
    },
    addFolder: (id: string, name: string, parent = '0') => entries.push({ id, name, parent, type: 'folder' }),
    addFile: (id: string, name: string, content: Buffer, parent = '0') =>
      entries.push({ id, name, parent, type: 'file', content }),
    /** The tokens Box issued and still accepts. */
    liveGrants: () => grants.filter((g) => !g.revoked),
    /** Box stops accepting the current access tokens (as after their hour), refresh tokens still work. */
    expireAccessTokens: () => {
      for (const g of grants) g.access = token('gone_');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type BoxServer = Awaited<ReturnType<typeof startBoxServer>>;
