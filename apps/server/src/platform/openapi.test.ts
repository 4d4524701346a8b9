import { MESSAGES } from '@folio/shared';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  parameters?: { required?: boolean }[];
};
type ApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; scheme?: string }> };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** Redocly's recommended rules, less one that is wrong for this API. */
const LINT_RULES = {
  // The document describes one running instance, whose terms are its operator's; the code's MIT licence is
  // the repository's, not a licence of the API.
  'info-license': 'off',
} as const;

/** Problems the rule is right to raise in general but not at this path (the pointer's path or one it names). */
const LINT_EXCEPTIONS: { rule: string; path: string }[] = [
  // The spec's paths keep their trailing slash (`POST /user/my-invite/`, `GET announcement/`).
  { rule: 'no-path-trailing-slash', path: '/api/user/my-invite/' },
  { rule: 'no-path-trailing-slash', path: '/api/announcement/' },
  // Beside `/share-links/{linkId}/restore` and the like: the router prefers the static `by-hash` segment, and
  // a link id is an integer, so no URL means both.
  { rule: 'no-ambiguous-paths', path: '/api/presentations/{id}/share-links/by-hash/{hash}' },
  // Box's consent flow is redirects only: connect sends the browser to Box, the callback brings it back.
  { rule: 'operation-2xx-response', path: '/api/integrations/box/connect' },
  { rule: 'operation-2xx-response', path: '/api/integrations/box/callback' },
];
const pointerOf = (path: string) => `#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}`;
const excepted = (rule: string, pointer = '', message = '') =>
  LINT_EXCEPTIONS.some(
    (exception) =>
      exception.rule === rule &&
      (pointer === pointerOf(exception.path) ||
        pointer.startsWith(`${pointerOf(exception.path)}/`) ||
        message.includes(`\`${exception.path}\``)),
  );

let t: TestApp;
let source: string;
let operations: { name: string; operation: Operation }[];
beforeAll(async () => {
  t = await createTestApp();
  source = (await t.app.inject({ url: '/api/docs/json' })).body;
  const document = JSON.parse(source) as ApiDocument;
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('names every operation with a unique camelCase operationId', () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.filter(({ operation }) => !operation.operationId).map(({ name }) => name)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId ?? '');
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
  });

  it('gives every operation a tag and a one-line summary', () => {
    const untagged = operations.filter(({ operation }) => !operation.tags?.length);
    expect(untagged.map(({ name }) => name)).toEqual([]);
    const badSummary = operations.filter(({ operation }) => !/^[^\n]{3,120}$/.test(operation.summary ?? ''));
    expect(badSummary.map(({ name }) => name)).toEqual([]);
  });

  it('declares the cookie session and the bearer API key, and the operations use them', () => {
    const { securitySchemes } = (JSON.parse(source) as ApiDocument).components;
    expect(securitySchemes.cookieSession).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const used = new Set(
      operations.flatMap(({ operation }) => (operation.security ?? []).flatMap(Object.keys)),
    );
    expect([...used].sort()).toEqual(Object.keys(securitySchemes).sort());
    expect(operations.filter(({ operation }) => !operation.security).map(({ name }) => name)).toEqual([]);
  });

  it('asks credentials of exactly the operations that answer 401 without them', async () => {
    // The GET operations a client can call with nothing else (no path or required query parameter).
    const bare = operations.filter(
      ({ name, operation }) =>
        name.startsWith('GET ') && !name.includes('{') && !operation.parameters?.some((p) => p.required),
    );
    expect(bare.length).toBeGreaterThan(30);
    const mismatched: string[] = [];
    for (const { name, operation } of bare) {
      const security = operation.security ?? [];
      const required =
        security.length > 0 && !security.some((requirement) => !Object.keys(requirement).length);
      const response = await t.app.inject({ url: name.slice('GET '.length) });
      // A page the browser navigates to (Box's consent flow) sends a signed-out user to sign in instead.
      const refused =
        response.statusCode === 401 ||
        (response.statusCode === 302 && String(response.headers.location).startsWith('/login'));
      if (required !== refused)
        mismatched.push(`${name}: ${response.statusCode} ${response.headers.location}`);
    }
    expect(mismatched).toEqual([]);
  });

  it('lists 429 where a rate limit counts, and the 503 with its message where the limit guards a secret', () => {
    const answer = (name: string, status: number) =>
      JSON.stringify(operations.find((o) => o.name === name)?.operation.responses?.[status] ?? null);
    // Health probes, metrics and Stripe's webhook are counted by no limit.
    expect(
      operations.filter(({ name }) => !answer(name, 429).includes('Try again in')).map(({ name }) => name),
    ).toEqual(['GET /api/health', 'GET /api/ready', 'GET /metrics', 'POST /api/stripe/webhook']);
    const guarded = [
      'POST /api/auth/login',
      'GET /api/coupon',
      'POST /api/referral-code',
      'GET /api/account/data-export/{id}/download',
    ];
    for (const name of guarded) expect(answer(name, 503), name).toContain(MESSAGES.rateLimitUnavailable);
    expect(answer('GET /api/presentations', 503)).toBe('null');
  });

  it("passes Redocly's recommended lint", async () => {
    const config = await createConfig({ extends: ['recommended'], rules: LINT_RULES });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const reported = problems
      .map((problem) => ({
        rule: problem.ruleId,
        at: problem.location[0]?.pointer,
        message: problem.message,
      }))
      .filter(({ rule, at, message }) => !excepted(rule, at, message));
    expect(reported).toEqual([]);
  });
});
