import { VIEWER_TEXTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { BROWSER, buildSharedPresentation, openLink } from '../viewer/viewer.test-utils.ts';
import { feedback } from './feedback.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let address = 0;
/** Each test posts from its own address so the per-address limit only bites where a test wants it. */
const send = (payload: object, remoteAddress = `10.3.0.${++address}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload,
    remoteAddress,
    headers: { 'user-agent': BROWSER },
  });

async function viewing(settings: object = {}) {
  const s = await buildSharedPresentation(t);
  const link = await s.share(settings);
  const { body } = await openLink(t, link.hash);
  return { ...s, link, token: body.view_token! };
}

describe('feedback: POST /api/feedback', () => {
  it('stores the feedback with its session, counts it and answers it as plain text', async () => {
    const s = await viewing();
    const xss = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    const response = await send({
      name: xss,
      email: 'Jane@Example.com',
      comment: xss,
      emoji: 'love',
      presentation_activity: s.token,
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({
      name: xss,
      email: 'jane@example.com',
      comment: xss,
      emoji: 'love',
    });
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.presentationId, s.p.id));
    expect(row).toMatchObject({ name: xss, comment: xss, emoji: 'love' });
    const [p] = await t.database.db.select().from(presentations).where(eq(presentations.id, s.p.id));
    expect(p!.numberOfFeedback).toBe(1);
    expect(
      (await send({ name: 'J', email: 'j@example.com', emoji: 'pray', presentation_activity: s.token }))
        .statusCode,
    ).toBe(201);
  });

  it('answers the spec’s texts field by field', async () => {
    const s = await viewing();
    const empty = await send({ presentation_activity: s.token });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      name: ['You must enter a name'],
      email: ['You must enter an email'],
      comment: ['Don’t forget to type a comment or select an emoji!'],
      emoji: ['Don’t forget to type a comment or select an emoji!'],
    });
    const invalid = await send({
      name: 'Jane',
      email: 'jane@',
      comment: 'Nice',
      presentation_activity: s.token,
    });
    expect(invalid.json()).toEqual({ email: ['Please type a valid email'] });
    const emoji = await send({
      name: 'Jane',
      email: 'j@example.com',
      emoji: 'smile',
      presentation_activity: s.token,
    });
    expect(emoji.statusCode).toBe(400);
    expect(Object.keys(emoji.json())).toEqual(['emoji']);
  });

  it('is refused with a made-up token, without one and on links with prevent_feedback', async () => {
    const ok = { name: 'Jane', email: 'j@example.com', comment: 'Nice' };
    const made = await send({ ...ok, presentation_activity: 'x'.repeat(43) });
    expect(made.statusCode).toBe(403);
    expect((await send(ok)).statusCode).toBe(400);
    const s = await viewing({ prevent_feedback: true });
    const refused = await send({ ...ok, presentation_activity: s.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: VIEWER_TEXTS.feedbackDisabled });
    expect(
      await t.database.db.select().from(feedback).where(eq(feedback.presentationId, s.p.id)),
    ).toHaveLength(0);
  });

  it('is limited to 10 a minute per address', async () => {
    const s = await viewing();
    const body = { name: 'Jane', email: 'j@example.com', comment: 'Again', presentation_activity: s.token };
    for (let i = 0; i < 10; i++) expect((await send(body, '10.4.0.1')).statusCode).toBe(201);
    expect((await send(body, '10.4.0.1')).statusCode).toBe(429);
  });
});
