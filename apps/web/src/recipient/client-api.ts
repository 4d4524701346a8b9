import { hasSessionHint } from '../lib/browser.ts';
import { camelize } from '../lib/case.ts';
import type { ActivityBatch } from './activity-outbox.ts';
import type {
  ClientNotFoundWire,
  ClientView,
  ClientViewWire,
  FeedbackBody,
  ForwardBody,
  RecipientSender,
  UnlockBody,
} from './types.ts';

/** A failed call: its HTTP status (0 when the network failed) and its body (field errors, { detail }). */
export class ClientApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(`client api ${status}`);
  }
}

/** The recipient's own small fetch wrapper: JSON in snake_case, answers camelized. */
async function call<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; keepalive?: boolean },
) {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        ...(init.body !== undefined && { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      keepalive: init.keepalive,
    });
  } catch {
    throw new ClientApiError(0, {});
  }
  const text = await response.text().catch(() => '');
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) throw new ClientApiError(response.status, (data as Record<string, unknown>) ?? {});
  return data as T;
}

/** The contract's VIEW_TOKEN_HEADER (a value import of it would bring zod, see recipient-texts.ts). */
const VIEW_TOKEN_HEADER = 'x-view-token';
/** A value this tab keeps for a link (sessionStorage: private modes may refuse it, then it is not kept). */
function tabValue(key: string) {
  return {
    get: () => {
      try {
        return sessionStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (value: string | null | undefined) => {
      if (!value) return;
      try {
        sessionStorage.setItem(key, value);
      } catch {
        // Not kept: a reload then starts afresh.
      }
    },
  };
}

/** The view token of this tab for a link, so a reload continues the same viewing session. */
export const storedViewToken = (hash: string) => tabValue(`folio:view-token:${hash}`).get();
export const storeViewToken = (hash: string, token: string | null | undefined) =>
  tabValue(`folio:view-token:${hash}`).set(token);

/** The e-mail this tab gave at the link's gate: the feedback form starts with it, after a reload too. */
export const gateEmail = (hash: string) => tabValue(`folio:gate-email:${hash}`);

/**
 * `?src=qr` when the page was opened from the link's QR code, for the view session to record (the
 * contract's LINK_SOURCE_PARAM and LINK_SOURCES: a value import of them would bring zod).
 */
const sourceQuery = () => (new URLSearchParams(window.location.search).get('src') === 'qr' ? '?src=qr' : '');

/** A shared presentation or document (documents are served by the same client endpoint). */
export async function fetchClientView(hash: string): Promise<ClientView> {
  const token = storedViewToken(hash);
  const data = await call<ClientViewWire>(
    `/client/presentations/${encodeURIComponent(hash)}${sourceQuery()}`,
    {
      headers: token ? { [VIEW_TOKEN_HEADER]: token } : undefined,
    },
  );
  storeViewToken(hash, data.view_token);
  return camelize(data);
}

export async function unlockClientView(hash: string, body: UnlockBody): Promise<ClientView> {
  const data = await call<ClientViewWire>(
    `/client/presentations/${encodeURIComponent(hash)}/unlock${sourceQuery()}`,
    {
      method: 'POST',
      body,
    },
  );
  storeViewToken(hash, data.view_token);
  return camelize(data);
}

/** E-mails the verified e-mail gate's code to an address (202), or fails with the server's message. */
export const requestVerificationCode = (hash: string, email: string) =>
  call<unknown>(`/client/presentations/${encodeURIComponent(hash)}/verification-code`, {
    method: 'POST',
    body: { email },
  });

/** One beacon batch; `keepalive` when the page is hiding, so the request outlives it. */
export const postActivity = (viewToken: string, batch: ActivityBatch, keepalive: boolean) =>
  call<unknown>('/client/activity', { method: 'POST', body: { view_token: viewToken, ...batch }, keepalive });

/** The signed-in Folio user viewing the link, if any (recipients need no account): null when signed out. */
export async function signedInViewer(): Promise<{ name: string; email: string } | null> {
  if (!hasSessionHint()) return null;
  const user = await call<{ first_name?: string; last_name?: string; email?: string }>('/user', {}).catch(
    () => null,
  );
  if (!user?.email) return null;
  return { name: `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim(), email: user.email };
}

export const sendFeedback = (body: FeedbackBody) => call<unknown>('/feedback', { method: 'POST', body });

/** Forwards the link from this tab's viewing session to someone else. */
export const forwardPresentation = (hash: string, viewToken: string, body: ForwardBody) =>
  call<unknown>(`/client/presentations/${encodeURIComponent(hash)}/forward`, {
    method: 'POST',
    body,
    headers: { [VIEW_TOKEN_HEADER]: viewToken },
  });

const PUBLIC_HASH = /^[0-9a-f]{40}$/i;

export type RecipientData = { hash: string; view: ClientView | null };
/** A link that does not open, and who shared it when it once existed. */
export type RecipientMissing = { missing: true; sender: RecipientSender | null };

/** Who shared the link this tab last found missing: the /404 variant shows their brand, after a reload too. */
export const missingSender = tabValue('folio:missing-sender');
/** Why it does not open when it expired or used its views (the 410's code), for the same page. */
export const missingReason = tabValue('folio:missing-reason');

/**
 * The link's gate or content for a recipient page; `missing` for a link that does not open (the page
 * goes to its /404 variant), null where the path is no recipient page (the app's /404). Shared by the
 * light recipient entry and the app's routes.
 */
export async function loadRecipientView(
  hash: string,
  publicOnly = false,
): Promise<RecipientData | RecipientMissing | null> {
  if (!hash || (publicOnly && !PUBLIC_HASH.test(hash))) return null;
  try {
    return { hash, view: await fetchClientView(hash) };
  } catch (error) {
    if (!(error instanceof ClientApiError && (error.status === 404 || error.status === 410)))
      return { hash, view: null };
    const wire = (error.body as Partial<ClientNotFoundWire>).sender ?? null;
    missingReason.set(error.status === 410 ? String((error.body as { code?: string }).code) : '');
    const sender = wire && camelize(wire);
    missingSender.set(JSON.stringify(sender));
    return { missing: true, sender };
  }
}
