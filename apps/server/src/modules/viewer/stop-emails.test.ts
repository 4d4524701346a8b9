import { randomBytes } from 'node:crypto';
import { RECIPIENT_EMAILS_TEXTS } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { call } from '../../test/test-app.ts';
import { buildOwner, linkIn, takeMail, uniqueEmail } from '../share-email/share-email.test-utils.ts';
import { buildSharedPresentation, openLink } from './viewer.test-utils.ts';

let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => {
  ({ t, smtp } = await createSmtpTestApp());
});
afterAll(() => t.close());

const stop = (hash: string) => call(t, 'POST', `/api/client/presentations/${hash}/disable`, {});

describe('a recipient stops the e-mails of their link (POST client/presentations/{id}/disable)', () => {
  it('skips them in later updates and messages, idempotently, while the link keeps working', async () => {
    const s = await buildOwner(t);
    const jane = uniqueEmail('jane');
    const bob = uniqueEmail('bob');
    expect(
      (
        await s.share({
          recipients: [
            { name: 'Jane', email: jane },
            { name: 'Bob', email: bob },
          ],
        })
      ).statusCode,
    ).toBe(201);
    const shared = await takeMail(smtp, jane);
    await takeMail(smtp, bob);
    const hash = linkIn(shared)![1]!;
    // The footer of the recipient's own e-mail leads to the page that stops them.
    expect(shared.text).toContain(RECIPIENT_EMAILS_TEXTS.stopLink);
    expect(shared.html).toContain(`http://folio.test/c/stop/${hash}`);

    const first = await stop(hash);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ title: 'Ocean View Villa' });
    const again = await stop(hash);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const notify = await call(t, 'POST', `${s.base}/notify`, s.owner.headers);
    expect(notify.json()).toEqual({ count: 1 });
    expect((await takeMail(smtp, bob)).html).toContain('/c/stop/');
    const message = await call(t, 'POST', `${s.base}/message`, s.owner.headers, {
      message: 'Open house Sunday',
    });
    expect(message.json()).toEqual({ count: 1 });
    expect((await takeMail(smtp, bob)).text).toContain('Open house Sunday');
    expect(smtp.messages.filter((m) => JSON.stringify(m.to).includes(jane))).toHaveLength(0);

    expect((await openLink(t, hash)).body.view_token).toBeTruthy();
  });

  it('answers 404 where there is nobody to stop e-mails for', async () => {
    const s = await buildSharedPresentation(t);
    const untargeted = await s.share();
    const publicLink = await s.share({ is_public: true });
    for (const hash of [untargeted.hash, publicLink.hash, randomBytes(20).toString('hex'), 'nope'])
      expect((await stop(hash)).statusCode).toBe(404);

    const owner = await buildOwner(t);
    const jane = uniqueEmail('jane');
    await owner.share({ recipients: [{ name: 'Jane', email: jane }] });
    const hash = linkIn(await takeMail(smtp, jane))![1]!;
    expect((await call(t, 'DELETE', owner.base, owner.owner.headers)).statusCode).toBe(204);
    expect((await stop(hash)).statusCode).toBe(404);
  });
});
