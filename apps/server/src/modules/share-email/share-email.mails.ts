import { documentFileType, SHARE_EMAIL_TEXTS } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import type { ShareAuthor } from '../../platform/mail/templates/share-author.tsx';
import type { UserRow } from '../accounts/accounts.table.ts';
import type { PresentationRow } from '../presentations/presentations.table.ts';
import { shareLinkUrl, stopEmailsUrl } from '../share-links/share-links.presenter.ts';
import type { ShareLinkRow } from '../share-links/share-links.table.ts';
import { type FileCapabilities, MAIL_FILE_URL_TTL_SECONDS } from '../viewer/file-capabilities.ts';
import { fullName, isGated, mailBrand, sentFor } from './mail-brand.ts';

type Urls = { publicUrl: string; files: FileCapabilities; clock: Clock };

const titleOf = (p: PresentationRow) => p.title.trim() || SHARE_EMAIL_TEXTS.noTitle;

/**
 * The e-mails of share with email, each to one recipient with their own tracked link: the share itself
 * (sent and resent), the presentation updated, a message from the author.
 */
export function createShareMails(outbox: Outbox, urls: Urls) {
  const url = (link: ShareLinkRow, p: PresentationRow) => shareLinkUrl(urls.publicUrl, link, p);
  const stopUrl = (link: ShareLinkRow) => stopEmailsUrl(urls.publicUrl, link);
  const signer = (link: ShareLinkRow) =>
    urls.files.signer(link.hash, {
      ttlSeconds: MAIL_FILE_URL_TTL_SECONDS,
      accessVersion: link.accessVersion,
    });
  /** The sender as the e-mail shows them, and their brand; their picture through the link the e-mail carries. */
  async function mailAuthor(user: UserRow, link: ShareLinkRow, db: Db): Promise<ShareAuthor> {
    const sign = await signer(link);
    return {
      name: fullName(user),
      picture:
        (user.thumbnailPictureKey ?? user.pictureKey) ? sign({ kind: 'author', userId: user.id }) : null,
      brand: await mailBrand(db, user, sign, urls.clock.now()),
    };
  }
  /** The cover picture as a thumbnail, through the link: not on a gated link, whose gate shows no content. */
  async function cover(link: ShareLinkRow, p: PresentationRow) {
    if (isGated(link)) return null;
    const kind = p.backgroundThumbnailKey ? 'background_thumbnail' : p.backgroundKey ? 'background' : null;
    return kind && (await signer(link))({ kind });
  }
  const options = sentFor;

  return {
    /**
     * Loads the key that signs the e-mails' file URLs before a transaction records them: a read outside
     * that transaction would wait for it on PGlite, which runs one at a time.
     */
    ready: async () => {
      await urls.files.signer('');
    },

    /**
     * A link's e-mail as it was written; a document's uses the file's kind on its button. Recorded
     * through `tx` when given (the transaction that made the link), else queued now (a resend).
     */
    async shared(
      link: ShareLinkRow,
      p: PresentationRow,
      author: UserRow,
      filename: string | null,
      db: Db,
      tx?: Db,
    ) {
      const send: Outbox['send'] = (to, template, props, opts) =>
        tx ? outbox.record(tx, to, template, props, opts) : outbox.send(to, template, props, opts);
      const props = {
        // Inside the link's transaction when there is one: PGlite runs one at a time.
        author: await mailAuthor(author, link, tx ?? db),
        subject: link.subject.trim() || link.title.trim() || p.title.trim() || SHARE_EMAIL_TEXTS.noSubject,
        message:
          link.message.trim() ||
          (p.type === 'document'
            ? SHARE_EMAIL_TEXTS.documentMessage(documentFileType(filename))
            : SHARE_EMAIL_TEXTS.presentationMessage),
        url: url(link, p),
        cover: await cover(link, p),
        stopUrl: stopUrl(link),
      };
      if (p.type === 'document')
        await send(
          link.email!,
          'document-shared',
          { ...props, fileType: documentFileType(filename) },
          options(author),
        );
      else await send(link.email!, 'presentation-shared', props, options(author));
    },

    async updated(link: ShareLinkRow, p: PresentationRow, author: UserRow, db: Db) {
      await outbox.send(
        link.email!,
        'presentation-updated',
        {
          author: await mailAuthor(author, link, db),
          title: titleOf(p),
          url: url(link, p),
          stopUrl: stopUrl(link),
        },
        options(author),
      );
    },

    async message(link: ShareLinkRow, p: PresentationRow, author: UserRow, message: string, db: Db) {
      await outbox.send(
        link.email!,
        'recipients-message',
        {
          author: await mailAuthor(author, link, db),
          title: titleOf(p),
          message,
          url: url(link, p),
          stopUrl: stopUrl(link),
        },
        options(author),
      );
    },

    /** The owner's follow-up to one viewer (issue 18), recorded through `tx`: the subject as they wrote it. */
    async followUp(
      link: ShareLinkRow,
      p: PresentationRow,
      author: UserRow,
      mail: { to: string; subject: string; message: string },
      tx: Db,
    ) {
      await outbox.record(
        tx,
        mail.to,
        'follow-up',
        {
          author: await mailAuthor(author, link, tx),
          subject: mail.subject,
          title: titleOf(p),
          message: mail.message,
          url: url(link, p),
          stopUrl: stopUrl(link),
        },
        options(author),
      );
    },
  };
}

export type ShareMails = ReturnType<typeof createShareMails>;
