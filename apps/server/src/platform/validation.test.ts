import { VALIDATION } from '@folio/shared';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { contacts } from '../modules/contacts/contacts.table.ts';
import { folders } from '../modules/folders/folders.table.ts';
import { buildUser } from '../test/factories.ts';
import { call, createTestApp, openTestDatabase, type TestApp } from '../test/test-app.ts';
import { isDataException } from './db-errors.ts';
import { registerErrorHandler } from './errors.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;
let presentationId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await buildUser(t.app);
  presentationId = (await call(t, 'POST', '/api/presentations', owner.headers, { title: 'Villa' })).json().id;
});
afterAll(() => t.close());

const foldersOf = (userId: number) => t.database.db.select().from(folders).where(eq(folders.userId, userId));
const contactsOf = (userId: number) =>
  t.database.db.select().from(contacts).where(eq(contacts.userId, userId));

describe('NUL bytes and control characters', () => {
  it('are refused in a JSON body field, and nothing is written', async () => {
    const response = await call(t, 'POST', '/api/folders', owner.headers, { name: 'Listings\u0000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: [VALIDATION.nullCharacter] });
    const bell = await call(t, 'POST', '/api/folders', owner.headers, { name: 'Listings\u0007' });
    expect(bell.json()).toEqual({ name: [VALIDATION.controlCharacter] });
    expect(await foldersOf(owner.user.id)).toEqual([]);
  });

  it('are refused in a nested field, a query and a path parameter', async () => {
    const nested = await call(t, 'POST', `/api/presentations/${presentationId}/share-email`, owner.headers, {
      recipients: [{ name: 'Jane\u0000', email: 'jane@example.com' }],
      subject: 'Villa',
      message: 'Hello',
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().recipients).toContain(VALIDATION.nullCharacter);

    const query = await call(t, 'GET', '/api/contacts?search=%00', owner.headers);
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ search: [VALIDATION.nullCharacter] });

    const path = await t.app.inject({ method: 'GET', url: '/api/client/presentations/abc%00' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ hash: [VALIDATION.nullCharacter] });
  });

  it('are refused in the JSON of a route that also takes multipart', async () => {
    const response = await call(t, 'PATCH', `/api/presentations/${presentationId}`, owner.headers, {
      title: 'Villa\u0000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ title: [VALIDATION.nullCharacter] });
  });

  it('include line breaks in single-line fields (a subject, a name), never a header of an e-mail', async () => {
    const response = await call(
      t,
      'POST',
      `/api/presentations/${presentationId}/share-email`,
      owner.headers,
      {
        recipients: [{ name: 'Jane', email: 'jane@example.com' }],
        subject: 'Villa\r\nBcc: everyone@example.com',
        message: 'Hello',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ subject: [VALIDATION.lineBreak] });
    const folder = await call(t, 'POST', '/api/folders', owner.headers, { name: 'One\nTwo' });
    expect(folder.json()).toEqual({ name: [VALIDATION.lineBreak] });
  });

  it('keep tabs and line breaks in text', async () => {
    const response = await call(t, 'POST', '/api/contacts', owner.headers, {
      name: 'Jane Buyer',
      email: 'jane@example.com',
      note: 'Line one\n\tLine two',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().note).toBe('Line one\n\tLine two');
  });
});

describe('ids beyond int4', () => {
  it('answer 400 in a body, a query and a path', async () => {
    const body = await call(t, 'POST', '/api/presentations/stats', owner.headers, { ids: [2_147_483_648] });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ ids: [VALIDATION.invalidId] });

    const nested = await call(t, 'POST', `/api/presentations/${presentationId}/message`, owner.headers, {
      message: 'Hello',
      share_links: [99_999_999_999],
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ share_links: [VALIDATION.invalidId] });

    const query = await call(t, 'GET', '/api/presentations?folder=2147483648', owner.headers);
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ folder: [VALIDATION.invalidId] });

    const path = await call(t, 'GET', '/api/presentations/2147483648', owner.headers);
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ id: [VALIDATION.invalidId] });
  });

  it('and page sizes out of range answer 400 too', async () => {
    const response = await call(t, 'GET', '/api/contacts?page_size=0', owner.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ page_size: [VALIDATION.invalidPageSize(100)] });
  });
});

describe('an empty PATCH', () => {
  it('answers 400 non_field_errors on every update route, and changes nothing', async () => {
    const contact = (
      await call(t, 'POST', '/api/contacts', owner.headers, { name: 'Lee', email: 'lee@example.com' })
    ).json();
    const link = (
      await call(t, 'POST', `/api/presentations/${presentationId}/share-link`, owner.headers, { name: 'Lee' })
    ).json();
    for (const url of [
      `/api/contacts/${contact.id}`,
      `/api/presentations/${presentationId}/share-links/${link.id}`,
      `/api/presentations/${presentationId}`,
      '/api/user',
      '/api/users/me/branding',
    ]) {
      const response = await call(t, 'PATCH', url, owner.headers, {});
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ non_field_errors: [VALIDATION.emptyUpdate] });
    }
    const [row] = (await contactsOf(owner.user.id)).filter((c) => c.id === contact.id);
    expect(row?.name).toBe('Lee');
  });
});

describe('malformed e-mail addresses', () => {
  it('are refused by contacts with the field error, and no row is written', async () => {
    const before = (await contactsOf(owner.user.id)).length;
    for (const email of ['max@example.c', 'a,b@example.com', '"x"@example.com']) {
      const response = await call(t, 'POST', '/api/contacts', owner.headers, { name: 'Max', email });
      expect(response.statusCode, email).toBe(400);
      expect(response.json(), email).toEqual({ email: [VALIDATION.invalidEmail] });
    }
    expect(await contactsOf(owner.user.id)).toHaveLength(before);
  });
});

describe('the database as the last line', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('turns a value PostgreSQL refuses into 400, not 500', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/nul', () => database.executeSql('select $1::text as value', ['a\u0000b']));
    app.get('/int4', () => database.executeSql('select $1::int as value', ['2147483648']));
    for (const url of ['/nul', '/int4']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: [VALIDATION.valueNotStorable] });
    }
    await app.close();
  });

  it('knows a data exception from other errors', () => {
    expect(isDataException({ code: '22P02' })).toBe(true);
    expect(isDataException({ cause: { code: '22003' } })).toBe(true);
    expect(isDataException({ code: '23505' })).toBe(false);
    expect(isDataException(new Error('boom'))).toBe(false);
  });
});
