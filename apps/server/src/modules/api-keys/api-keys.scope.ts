/**
 * The calls an API key may not make (403 session_required): they manage credentials (keys, password,
 * e-mail, linked sign-in accounts) or the browser's session (sign-out, the live socket, handing a session
 * to a new tab), or the account itself (a copy of all its data, its deletion). A leaked key can read and change the user's content, but cannot lock the user out, mint
 * more keys or outlive its own revocation.
 */
export const SESSION_ONLY_ROUTES: readonly string[] = [
  'GET /api/rollout',
  'POST /api/rollout',
  'DELETE /api/rollout/:id',
  'POST /api/auth/logout',
  'POST /api/auth/handoff',
  'POST /api/change-password',
  'POST /api/setup/password',
  'POST /api/user/email',
  'POST /api/user/verify-email',
  'POST /api/user/verify-email/resend',
  'POST /api/auth/link',
  'POST /api/auth/unlink',
  'POST /api/auth/google',
  'POST /api/auth/facebook',
  'GET /api/integrations/box/connect',
  'GET /api/integrations/box/callback',
  'DELETE /api/integrations/storage/:provider',
  'GET /ws',
  'GET /api/account/data-export',
  'POST /api/account/data-export',
  'GET /api/account/data-export/:id/download',
  'POST /api/account/delete',
];

const sessionOnly = new Set(SESSION_ONLY_ROUTES);

export const isSessionOnly = (method: string, url: string) => sessionOnly.has(`${method} ${url}`);
