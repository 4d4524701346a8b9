import type { Headers, TestApp } from '../../test/test-app.ts';

/**
 * What the browser does to connect Box: opens the connect route, follows it to Box's consent page (the
 * stand-in consents and redirects back at once), and brings the code to the callback. Answers the
 * callback's response and the state it carried.
 */
export async function connectBox(t: TestApp, headers: Headers, returnTo = '/settings/integration') {
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/integrations/box/connect?return_to=${encodeURIComponent(returnTo)}`,
    headers,
  });
  if (start.statusCode !== 302) throw new Error(`connect answered ${start.statusCode}: ${start.body}`);
  const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(String(consent.headers.get('location')));
  const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers });
  return { start, back, callback, state: back.searchParams.get('state') ?? '' };
}

/** The path and query a 302 sends the browser to. */
export const redirectedTo = (response: { headers: Record<string, unknown> }) =>
  new URL(String(response.headers.location), 'http://folio.test');
