import { randomBytes } from 'node:crypto';
import { PATIENCE_MS } from '../../test/patience.ts';
import type { TestApp } from '../../test/test-app.ts';
import { type ShareLinkRow, shareLinks } from '../share-links/share-links.table.ts';

/** A link as sharing by e-mail makes it (recipient's name and address, the e-mail's texts). */
export async function insertEmailedLink(
  t: TestApp,
  presentationId: number,
  values: Partial<Omit<ShareLinkRow, 'id' | 'presentationId' | 'hash'>> = {},
) {
  const [row] = await t.database.db
    .insert(shareLinks)
    .values({
      presentationId,
      hash: randomBytes(20).toString('hex'),
      name: 'Jane Buyer',
      email: 'jane.buyer@example.com',
      title: 'Ocean View Villa',
      subject: 'Your new home',
      message: "I've created a presentation for you. You can access it using the link below.",
      ...values,
    })
    .returning();
  return row!;
}

/** Polls until `check` holds (mail goes through the job queue), or fails after `timeoutMs`. */
export async function until(check: () => boolean, what: string, timeoutMs = PATIENCE_MS) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
