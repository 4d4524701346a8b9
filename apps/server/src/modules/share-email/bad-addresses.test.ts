import { VALIDATION } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { call, type TestApp } from '../../test/test-app.ts';
import { linkForwards, shareLinks } from '../share-links/share-links.table.ts';
import { BROWSER, openLink } from '../viewer/viewer.test-utils.ts';
import { buildOwner, takeMail, uniqueEmail } from './share-email.test-utils.ts';

/**
 * One malformed address never costs the other recipients their mail: every address is checked by the one
 * e-mail rule before a row is written, and an address stored before the rule is skipped when mailing.
 * ('max@example.c' passed the old pattern but not the mailer's, which made forwards and every later
 * notify or message call answer 500.)
 */
let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => ({ t, smtp } = await createSmtpTestApp()));
afterAll(() => t.close());

const MALFORMED = ['max@example.c', 'a,b@example.com', 'jane@example..com'];

const linksOf = (presentationId: number) =>
  t.database.db.select().from(shareLinks).where(eq(shareLinks.presentationId, presentationId));

describe('malformed recipient addresses', () => {
  it('a forward to one answers 400 on the field and writes no forward and no link', async () => {
    const s = await buildOwner(t);
    const link = (
      await call(t, 'POST', `${s.base}/share-link`, s.owner.headers, { name: 'Jane', forward_tracking: true })
    ).json();
    const token = (await openLink(t, link.hash)).body.view_token!;
    for (const [index, email] of MALFORMED.entries()) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/client/presentations/${link.hash}/forward`,
        headers: { 'user-agent': BROWSER, 'x-view-token': token },
        payload: { name: 'Max', email },
        remoteAddress: `10.7.0.${index + 1}`,
      });
      expect(response.statusCode, email).toBe(400);
      expect(response.json(), email).toEqual({ email: [VALIDATION.invalidEmail] });
    }
    expect(
      await t.database.db.select().from(linkForwards).where(eq(linkForwards.shareLinkId, link.id)),
    ).toEqual([]);
    expect(await linksOf(s.p.id)).toHaveLength(1);
  });

  it('a share by e-mail with one among good ones answers 400 on the row, writes nothing and mails no one', async () => {
    const s = await buildOwner(t);
    const good = uniqueEmail('good');
    const response = await s.share({
      recipients: [
        { name: 'Good Buyer', email: good },
        { name: 'Max', email: 'max@example.c' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ recipients: [VALIDATION.invalidEmail] });
    expect(await linksOf(s.p.id)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.some((m) => JSON.stringify(m.to).includes(good))).toBe(false);
  });

  it('a stored one is skipped: the others get their mail and later notify and message calls answer 2xx', async () => {
    const s = await buildOwner(t);
    const [first, second, third] = [uniqueEmail('first'), uniqueEmail('second'), uniqueEmail('third')];
    const shared = await s.share({
      recipients: [
        { name: 'First Buyer', email: first },
        { name: 'Second Buyer', email: second },
        { name: 'Third Buyer', email: third },
      ],
    });
    expect(shared.statusCode).toBe(201);
    for (const to of [first, second, third]) await takeMail(smtp, to);
    // A row written before the rule (a forward that answered 500 had already stored its tracked link).
    await t.database.db
      .update(shareLinks)
      .set({ email: 'max@example.c' })
      .where(eq(shareLinks.email, second));

    const message = await call(t, 'POST', `${s.base}/message`, s.owner.headers, {
      message: 'Open house Sunday',
    });
    expect(message.statusCode).toBe(200);
    for (const to of [first, third]) expect((await takeMail(smtp, to)).text).toContain('Open house Sunday');

    const notify = await call(t, 'POST', `${s.base}/notify`, s.owner.headers);
    expect(notify.statusCode).toBe(200);
    for (const to of [first, third]) await takeMail(smtp, to);
  });
});
