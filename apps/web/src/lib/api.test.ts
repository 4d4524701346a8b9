import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock.ts';
import { api, onTokenNotValid, PARSE_ERROR, toFormData } from './api.ts';
import { camelize, snakeize } from './case.ts';

describe('case conversion (one place: lib/api)', () => {
  it('camelizes answers deeply and snake-cases payloads', () => {
    expect(
      camelize({
        first_name: 'Ada',
        companies: [{ is_admin: true }],
        non_field_errors: ['x'],
        password1: 'p',
      }),
    ).toEqual({
      firstName: 'Ada',
      companies: [{ isAdmin: true }],
      nonFieldErrors: ['x'],
      password1: 'p',
    });
    expect(snakeize({ newPassword1: 'a', inBrokerage: true, usage: ['Work'] })).toEqual({
      new_password1: 'a',
      in_brokerage: true,
      usage: ['Work'],
    });
  });
});

describe('api()', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('sends snake_case JSON with the app header and same-origin credentials', async () => {
    const { calls, fetchMock } = mockApi({
      'POST /api/register': { status: 201, body: { access: 't', user: { first_name: 'Ada' } } },
    });
    const answer = await api<{ access: string; user: { first_name: string } }>('/register', {
      method: 'POST',
      body: { email: 'a@b.co', firstName: 'Ada' },
    });
    expect(answer).toEqual({ access: 't', user: { firstName: 'Ada' } });
    expect(calls[0]?.body).toEqual({ email: 'a@b.co', first_name: 'Ada' });
    expect(calls[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('drops undefined query parameters', async () => {
    const { fetchMock } = mockApi({ 'GET /api/presentations': { body: [] } });
    await api('/presentations', { query: { page: 2, pageSize: 5, search: undefined } });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/presentations?page=2&page_size=5');
  });

  it('rejects with the camelized body of a non-OK answer', async () => {
    mockApi({ 'POST /api/register': { status: 400, body: { non_field_errors: ['Nope.'] } } });
    await expect(api('/register', { method: 'POST', body: {} })).rejects.toEqual({
      nonFieldErrors: ['Nope.'],
    });
  });

  it('rejects with PARSE_ERROR when the network fails or the body is not JSON', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api('/user')).rejects.toBe(PARSE_ERROR);
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response('{oops', { status: 200, headers: { 'Content-Type': 'application/json' } }),
        ),
    );
    await expect(api('/user')).rejects.toBe(PARSE_ERROR);
  });

  it('tells the session listeners about a 401 token_not_valid', async () => {
    const listener = vi.fn();
    stops.push(onTokenNotValid(listener));
    mockApi({
      'GET /api/user': { status: 401, body: { detail: 'Given token not valid', code: 'token_not_valid' } },
    });
    await expect(api('/user')).rejects.toMatchObject({ code: 'token_not_valid' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('builds multipart bodies with snake_case names', () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    const form = toFormData({ firstName: 'Ada', mobilePhone: undefined, picture: file });
    expect(form.get('first_name')).toBe('Ada');
    expect(form.has('mobile_phone')).toBe(false);
    expect((form.get('picture') as File).name).toBe('me.png');
  });
});
