import { expect } from 'vitest';

type Answer = { statusCode: number; headers: Record<string, unknown>; json: () => unknown };

/** The wait a 429 names, in the plugin's words, from its Retry-After header (a window of at most a minute). */
const waitInWords = (seconds: number) =>
  seconds >= 60 ? '1 minute' : seconds === 1 ? '1 second' : `${seconds} seconds`;

/**
 * A route limit holds: `max` requests from `send` get their own answers, the next one 429 with the exact
 * text a client sees. `send` should use an address or user of its own, so that nothing else counts in it.
 */
export async function expectLimitedAfter(max: number, send: () => Promise<Answer>) {
  const statuses: number[] = [];
  for (let i = 0; i < max; i += 1) statuses.push((await send()).statusCode);
  expect(statuses.filter((status) => status === 429)).toEqual([]);
  const refused = await send();
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({
    detail: `Too many requests. Try again in ${waitInWords(Number(refused.headers['retry-after']))}.`,
  });
}
