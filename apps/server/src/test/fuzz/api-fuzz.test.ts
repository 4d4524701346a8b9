import { VALIDATION } from '@folio/shared';
import Ajv, { type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { BROWSER, buildSharedPresentation, openLink } from '../../modules/viewer/viewer.test-utils.ts';
import { PASSWORD } from '../factories.ts';
import { call, createTestApp, type TestApp } from '../test-app.ts';
import {
  type Known,
  type SchemaObject,
  validArbitrary,
  withOneHostile,
  wrongBody,
} from './schema-arbitraries.ts';

/**
 * Walks every operation of the app's own OpenAPI document with generated valid-looking and hostile path
 * parameters, queries and bodies, signed in (as an owner with data, other users' ids among the values) and
 * signed out: no answer may be a 500 (a 502/503 only where the operation documents its provider), nor a value
 * only the database refused; every status must be one the operation documents, and a JSON body must match
 * the documented schema. The seed is fixed, so a failure is reproducible; the runs per operation are bounded
 * to keep the file fast.
 */
const SEED = 20_261_126;
const RUNS_PER_OPERATION = 12;

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: SchemaObject };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
  responses?: Record<string, { content?: Record<string, { schema?: SchemaObject }> }>;
};
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Reads before writes, deletions last: fewer of the owner's rows are gone before the others run. */
const METHOD_ORDER: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

// Built at load time: the tests are the document's operations. No documented operation is left out (/ws,
// a WebSocket upgrade, and the stored-file routes are not in the document). Each operation signs in afresh,
// so one that ends the session (logout, a password change) does not blind the ones after it.
const t: TestApp = await createTestApp({ env: { RATE_LIMIT_MAX: '1000000' } });
let known: Known;
let ownerEmail: string;
const ajv = new Ajv({ strict: false, allErrors: true });
const validators = new Map<object, ValidateFunction>();

function operations() {
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        path,
        operation,
      })),
    )
    .sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
}

beforeAll(async () => {
  const shared = await buildSharedPresentation(t);
  const link = await shared.share({});
  const viewToken = (await openLink(t, link.hash)).body.view_token ?? 'none';
  const { owner } = shared;
  ownerEmail = owner.email;
  const folder = (await call(t, 'POST', '/api/folders', owner.headers, { name: 'Listings' })).json();
  const contact = (
    await call(t, 'POST', '/api/contacts', owner.headers, { name: 'Jane Buyer', email: 'jane@example.com' })
  ).json();
  const stranger = await buildSharedPresentation(t, 'document');
  const strangerLink = await stranger.share({});
  known = {
    ids: [
      shared.p.id,
      ...shared.assets.map((a) => a.id),
      link.id,
      folder.id,
      contact.id,
      owner.user.id,
      stranger.p.id,
      stranger.assets[0]!.id,
      strangerLink.id,
      stranger.owner.user.id,
    ].filter((id): id is number => typeof id === 'number'),
    strings: [link.hash, strangerLink.hash, viewToken, 'a'.repeat(40), owner.email, 'Ocean View Villa'],
  };
});
afterAll(() => t.close());

async function signIn() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: ownerEmail, password: PASSWORD },
  });
  return { authorization: `Bearer ${response.json().access}` };
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function requestUrl(path: string, values: Record<string, unknown>, parameters: Parameter[]) {
  let url = path;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    const value = values[parameter.name];
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(asText(value)));
    else if (parameter.in === 'query' && value !== undefined)
      for (const item of Array.isArray(value) ? value : [value]) query.append(parameter.name, asText(item));
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/** OpenAPI 3.0's `nullable` as JSON Schema says it, so that ajv also takes null for a nullable enum. */
function jsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(jsonSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema as Record<string, unknown>;
  const converted = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, key === 'enum' ? value : jsonSchema(value)]),
  );
  return nullable ? { anyOf: [converted, { type: 'null' }] } : converted;
}

function checkAnswer(operation: Operation, status: number, contentType: string, body: string) {
  const documented = operation.responses?.[String(status)];
  // Never a 500; a 502/503 only where the operation states it (an outside provider down or not configured).
  if (status === 500 || (status > 500 && !documented)) return `a ${status}`;
  if (!documented) return `status ${status} is not documented`;
  // The database's refusal is the last line of defence; reaching it means a schema let the value through.
  if (status === 400 && body.includes(VALIDATION.valueNotStorable)) return 'the database refused a value';
  const schema = documented.content?.['application/json']?.schema;
  if (!schema || !contentType.includes('application/json')) return null;
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(jsonSchema(schema) as object);
    validators.set(schema, validate);
  }
  if (validate(JSON.parse(body))) return null;
  return `the body does not match the ${status} schema: ${ajv.errorsText(validate.errors)}`;
}

describe('every operation of the OpenAPI document, with generated and hostile input', () => {
  it('has operations to walk', () => {
    if (operations().length < 50) throw new Error(`only ${operations().length} operations in the document`);
  });

  for (const { method, path, operation } of operations()) {
    it(`${method} ${path}`, async () => {
      const parameters = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const withBody = method !== 'GET' && method !== 'DELETE';
      const params = fc.record(
        Object.fromEntries(parameters.map((p) => [p.name, validArbitrary(p.schema, known, p.name)])),
        { requiredKeys: parameters.filter((p) => p.in === 'path').map((p) => p.name) },
      );
      const body = withBody
        ? validArbitrary(bodySchema ?? { type: 'object' }, known)
        : fc.constant(undefined);
      // Half the requests are valid-looking; the others carry one hostile value or a wrong body.
      const request = fc.oneof(
        { arbitrary: fc.tuple(params, body), weight: 3 },
        fc.tuple(
          withOneHostile(
            params,
            parameters.map((p) => p.name),
            { whole: false },
          ),
          body,
        ),
        fc.tuple(params, withBody ? withOneHostile(body, Object.keys(bodySchema?.properties ?? {})) : body),
        fc.tuple(params, withBody ? wrongBody : body),
      );
      const headers = await signIn();
      await fc.assert(
        fc.asyncProperty(request, fc.boolean(), fc.nat(65_535), async ([values, body], signedIn, client) => {
          const url = requestUrl(path, values as Record<string, unknown>, parameters);
          const response = await t.app.inject({
            method,
            url,
            headers: { 'user-agent': BROWSER, ...(signedIn && headers) },
            // A different client address each run: the per-address rate limits stay out of the way.
            remoteAddress: `10.${client >> 8}.${client & 255}.${signedIn ? 1 : 2}`,
            ...(body !== undefined && {
              payload: typeof body === 'string' ? body : JSON.stringify(body),
              headers: {
                'user-agent': BROWSER,
                'content-type': 'application/json',
                ...(signedIn && headers),
              },
            }),
          });
          const problem = checkAnswer(
            operation,
            response.statusCode,
            String(response.headers['content-type'] ?? ''),
            response.body,
          );
          if (problem)
            throw new Error(
              `${method} ${url} ${signedIn ? 'signed in' : 'signed out'} with ${asText(body).slice(0, 300)}: ` +
                `${problem}; answered ${response.body.slice(0, 300)}`,
            );
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    });
  }
});
