import { SHARE_EMAIL_TEXTS } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { call, type Headers, type TestApp } from '../../test/test-app.ts';
import { buildOwner, linkIn, takeMail, uniqueEmail } from './share-email.test-utils.ts';

let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => ({ t, smtp } = await createSmtpTestApp()));
afterAll(() => t.close());

/** An owner who has e-mailed the presentation to two recipients (the e-mails already taken). */
async function sharedTwice() {
  const s = await buildOwner(t);
  const jane = uniqueEmail('jane');
  const bob = uniqueEmail('bob');
  const response = await s.share({
    recipients: [
      { name: 'Jane', email: jane },
      { name: 'Bob', email: bob },
    ],
  });
  const [janeLink, bobLink] = response.json().share_links;
  await takeMail(smtp, jane);
  await takeMail(smtp, bob);
  return { ...s, jane, bob, janeLink, bobLink };
}

describe('notify recipients', () => {
  it('e-mails every enabled, non-archived e-mailed recipient their own link, once per address', async () => {
    const s = await sharedTwice();
    // Shared with Jane again: she gets one e-mail, with her newest link.
    const [again] = (await s.share({ recipients: [{ name: 'Jane', email: s.jane }] })).json().share_links;
    await takeMail(smtp, s.jane);
    const carol = uniqueEmail('carol');
    const [carolLink] = (await s.share({ recipients: [{ name: 'Carol', email: carol }] })).json().share_links;
    await takeMail(smtp, carol);
    await call(t, 'POST', `${s.base}/share-links/${s.bobLink.id}/archive`, s.owner.headers);
    await call(t, 'DELETE', `${s.base}/share-links/${carolLink.id}`, s.owner.headers);
    await call(t, 'POST', `${s.base}/share-link`, s.owner.headers, { name: 'Not e-mailed' });

    const response = await call(t, 'POST', `${s.base}/notify`, s.owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 1 });
    const mail = await takeMail(smtp, s.jane);
    expect(mail.subject).toBe('Dana Reyes updated Ocean View Villa');
    expect(mail.replyTo?.text).toContain(s.owner.email);
    expect(linkIn(mail)?.[1]).toBe(again.hash);
  });

  it('answers 400 when nobody was e-mailed and 404 for other users', async () => {
    const s = await buildOwner(t);
    await call(t, 'POST', `${s.base}/share-link`, s.owner.headers, { name: 'Plain' });
    const response = await call(t, 'POST', `${s.base}/notify`, s.owner.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: SHARE_EMAIL_TEXTS.noRecipients });
    const stranger = await buildUser(t.app);
    expect((await call(t, 'POST', `${s.base}/notify`, stranger.headers)).statusCode).toBe(404);
  });
});

describe('message recipients', () => {
  it('e-mails the message to all e-mailed recipients, escaped, with line breaks kept', async () => {
    const s = await sharedTwice();
    const message = 'Open house on Sunday\n<script>alert(1)</script>';
    const response = await call(t, 'POST', `${s.base}/message`, s.owner.headers, { message });
    expect(response.json()).toEqual({ count: 2 });
    const mail = await takeMail(smtp, s.jane);
    expect(mail.subject).toBe('A message from Dana Reyes about Ocean View Villa');
    expect(mail.html).toContain('Open house on Sunday');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(linkIn(mail)?.[1]).toBe(s.janeLink.hash);
    expect(linkIn(await takeMail(smtp, s.bob))?.[1]).toBe(s.bobLink.hash);
  });

  it('e-mails only the chosen links; a link of another presentation is 404 and nothing is sent', async () => {
    const s = await sharedTwice();
    const other = await sharedTwice();
    let response = await call(t, 'POST', `${s.base}/message`, s.owner.headers, {
      message: 'Just you',
      share_links: [s.bobLink.id, other.janeLink.id],
    });
    expect(response.statusCode).toBe(404);
    response = await call(t, 'POST', `${s.base}/message`, s.owner.headers, {
      message: 'Just you',
      share_links: [s.bobLink.id],
    });
    expect(response.json()).toEqual({ count: 1 });
    const mail = await takeMail(smtp, s.bob);
    expect(mail.text).toContain('Just you');
    // The refused call sent nothing: Bob's only message is this one, Jane got none.
    expect(smtp.messages.some((m) => JSON.stringify(m.to).includes(s.bob))).toBe(false);
    expect(smtp.messages.some((m) => JSON.stringify(m.to).includes(s.jane))).toBe(false);
  });

  it('answers the validation text, 400 when the chosen links reach nobody, 404 for other users', async () => {
    const s = await sharedTwice();
    let response = await call(t, 'POST', `${s.base}/message`, s.owner.headers, { message: ' ' });
    expect(response.json()).toEqual({ message: [SHARE_EMAIL_TEXTS.messageRequired] });
    const plain = (await call(t, 'POST', `${s.base}/share-link`, s.owner.headers, { name: 'P' })).json();
    response = await call(t, 'POST', `${s.base}/message`, s.owner.headers, {
      message: 'Hi',
      share_links: [plain.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: SHARE_EMAIL_TEXTS.noRecipients });
    const stranger = await buildUser(t.app);
    response = await call(t, 'POST', `${s.base}/message`, stranger.headers, { message: 'Hi' });
    expect(response.statusCode).toBe(404);
  });
});

describe('recipient suggestions', () => {
  it('offers contacts and past recipients, one per address, at most 5', async () => {
    const s = await buildOwner(t);
    const registered = await buildUser(t.app, { first_name: 'Maria' });
    await call(t, 'POST', '/api/contacts', s.owner.headers, {
      name: 'Maria Contact',
      email: registered.email,
    });
    const recipients = [
      { name: 'Maria Recipient', email: registered.email },
      ...['Mario', 'Marianne', 'Marta', 'Marco', 'Omar'].map((name) => ({
        name,
        email: uniqueEmail(name.toLowerCase()),
      })),
    ];
    expect((await s.share({ recipients })).statusCode).toBe(201);
    const suggest = async (name: string, headers: Headers = s.owner.headers) =>
      call(t, 'GET', `/api/recipients/suggestions?name=${encodeURIComponent(name)}`, headers);

    const found = (await suggest('MAR')).json() as { name: string; email: string; picture: string | null }[];
    expect(found).toHaveLength(5);
    // Sharing renamed the contact to the newest name; the address is offered once.
    expect(found.filter((f) => f.email === registered.email)).toEqual([
      { name: 'Maria Recipient', email: registered.email, picture: null },
    ]);
    // Prefix matches first: Omar only matches inside the name.
    expect(found.map((f) => f.name)).not.toContain('Omar');
    expect((await suggest('omar')).json().map((f: { name: string }) => f.name)).toEqual(['Omar']);
    // On e-mail too.
    expect((await suggest('marianne')).json()).toHaveLength(1);
    // Without a name: the most recent.
    expect((await suggest('')).json()).toHaveLength(5);
    // Someone else's recipients are not offered.
    const stranger = await buildUser(t.app);
    expect((await suggest('mar', stranger.headers)).json()).toEqual([]);
    expect((await suggest('mar', {})).statusCode).toBe(401);
  });
});

describe('share with email in the API document', () => {
  it('lists every route with its description', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    for (const [path, method] of [
      ['/api/presentations/{id}/share-email', 'post'],
      ['/api/presentations/{id}/share-links/{linkId}/resend', 'post'],
      ['/api/presentations/{id}/notify', 'post'],
      ['/api/presentations/{id}/message', 'post'],
      ['/api/presentations/{id}/read', 'post'],
      ['/api/recipients/suggestions', 'get'],
    ] as const)
      expect(paths[path]?.[method]?.description, path).toMatch(/\w/);
  });
});
