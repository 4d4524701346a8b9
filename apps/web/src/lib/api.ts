import { serverSentEvents } from '@folio/shared';
import { type Camelize, camelize, snakeize, toSnakeKey } from './case.ts';

export type { Camelize } from './case.ts';

/** What a failed call rejects with when the network or the body could not be read (spec §7). */
export const PARSE_ERROR = 'PARSE_ERROR';

/** A non-OK answer rejects with its body, camelized: field errors, { detail }, { message }… */
export type ApiErrorBody = Record<string, unknown>;

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A plain object is sent as snake_case JSON; FormData is sent as multipart. */
  body?: object | FormData;
  query?: Query;
  signal?: AbortSignal;
  /** A session token to send as `Authorization: Bearer` (a page signed in where no cookie reaches). */
  bearer?: string;
  /** Where `path` starts: the API (default), or the site root for same-origin calls outside it (image search). */
  root?: '/api' | '';
};

type SessionListener = () => void;
const sessionExpiredListeners = new Set<SessionListener>();

/** Called on every 401 whose body has code token_not_valid. Returns an unsubscribe function. */
export function onTokenNotValid(listener: SessionListener) {
  sessionExpiredListeners.add(listener);
  return () => {
    sessionExpiredListeners.delete(listener);
  };
}

function buildUrl(root: string, path: string, query?: Query) {
  const url = `${root}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(toSnakeKey(key), String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}

function send(path: string, options: RequestOptions, accept: string) {
  const { method = 'GET', body, query, signal, root = '/api', bearer } = options;
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: accept };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(snakeize(body));
  }
  return fetch(buildUrl(root, path, query), {
    method,
    headers,
    body: payload,
    credentials: 'same-origin',
    signal,
  });
}

/** A non-OK answer as what the call rejects with (and a lapsed session told to its listeners). */
function failure(response: Response, data: unknown) {
  const result = camelize(data);
  if (response.status === 401 && isTokenNotValid(result))
    for (const listener of sessionExpiredListeners) listener();
  return result ?? PARSE_ERROR;
}

/** The one place the web app talks to the server. Resolves with the camelized body. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<Camelize<T>> {
  let data: unknown;
  let response: Response;
  try {
    response = await send(path, options, 'application/json');
    data = await readBody(response);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw PARSE_ERROR;
  }
  if (!response.ok) throw failure(response, data);
  return camelize(data) as Camelize<T>;
}

/**
 * A call answered with server-sent events (text/event-stream): yields each event's name and camelized
 * JSON data as it arrives. A non-OK answer rejects like api(); aborting `signal` stops the stream.
 */
export async function* apiEvents<T>(
  path: string,
  options: RequestOptions = {},
): AsyncGenerator<{ event: string; data: Camelize<T> }> {
  let response: Response;
  try {
    response = await send(path, { method: 'POST', ...options }, 'text/event-stream');
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw PARSE_ERROR;
  }
  if (!response.ok || !response.body)
    throw failure(response, await readBody(response).catch(() => undefined));
  for await (const { event, data } of serverSentEvents(response.body))
    yield { event, data: camelize(JSON.parse(data)) as Camelize<T> };
}

/** Builds a multipart body with snake_case field names; files are appended as they are. */
export function toFormData(fields: Record<string, string | Blob | null | undefined>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(toSnakeKey(key), value ?? '');
  }
  return form;
}

export const isTokenNotValid = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as ApiErrorBody).code === 'token_not_valid';
