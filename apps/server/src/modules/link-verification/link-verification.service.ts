import { randomInt, timingSafeEqual } from 'node:crypto';
import { isEmail, LINK_VERIFICATION as RULES, VALIDATION, VIEWER_TEXTS } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { addSeconds, type Clock } from '../../platform/clock.ts';
import { fieldError } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { sha256 } from '../../platform/tokens.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { fullName, mailBrand } from '../share-email/mail-brand.ts';
import type { ShareLinkRow } from '../share-links/share-links.table.ts';
import { type FileCapabilities, MAIL_FILE_URL_TTL_SECONDS } from '../viewer/file-capabilities.ts';
import * as errors from './link-verification.errors.ts';
import { createLinkVerificationRepository } from './link-verification.repository.ts';
import { isAllowedOn } from './link-verification.rules.ts';

const TEXTS = { emailRequired: VALIDATION.emailRequired, invalidEmail: VIEWER_TEXTS.invalidEmail };

type Deps = { db: Db; clock: Clock; outbox: Outbox; events: Pick<Events, 'flush'>; files: FileCapabilities };
type Link = Pick<ShareLinkRow, 'id' | 'hash' | 'presentationId' | 'verifyEmail' | 'allowList' | 'blockList'>;
type Shared = { link: Link; presentation: { title: string }; owner: UserRow };

/** The code is hashed with its link and address: a code of another link or address never matches. */
const codeHash = (linkId: number, email: string, code: string) => sha256(`${linkId}:${email}:${code}`);

const sameHash = (a: string, b: string) => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The address as the gate checks and stores it, or a 400 on `email`. */
export function gateEmail(email: string | undefined, required: string, invalid: string) {
  const address = email?.trim().toLowerCase() ?? '';
  if (!address) throw fieldError('email', required);
  if (!isEmail(address)) throw fieldError('email', invalid);
  return address;
}

/**
 * The verified e-mail gate (issue 18 point 1): codes e-mailed to an address typed at a link, checked in
 * constant time, 10 minutes and 5 tries each, only the latest one working; and the addresses the link's
 * allow or block list refused, which the owner sees in insights.
 */
export function createLinkVerification({ db, clock, outbox, events, files }: Deps) {
  const repo = createLinkVerificationRepository(db);

  /** Records an address the lists refused (insights) and answers the refusal. */
  async function refuse(link: Link, email: string) {
    await repo.insertRefusal({
      shareLinkId: link.id,
      presentationId: link.presentationId,
      email,
      createdAt: clock.now(),
    });
    return errors.emailRefused();
  }

  async function admit(link: Link, email: string) {
    if (!isAllowedOn(link, email)) throw await refuse(link, email);
  }

  /**
   * The id of the live code this is, or a 400 on `code`: missing, wrong (a try counted), expired or used,
   * or out of tries. The code is used (`use`) once every other gate passed too.
   */
  async function check(link: Link, email: string, code: string | undefined) {
    if (!code) throw errors.codeRequired();
    const row = await repo.latest(link.id, email);
    if (!row || row.usedAt || row.expiresAt <= clock.now()) throw errors.codeExpired();
    if (row.tries >= RULES.maxTries) throw errors.tooManyTries();
    if (sameHash(row.codeHash, codeHash(link.id, email, code.replace(/\s/g, '')))) return row.id;
    const tries = await repo.countTry(row.id, RULES.maxTries);
    throw tries === undefined || tries >= RULES.maxTries ? errors.tooManyTries() : errors.codeWrong();
  }

  return {
    /** Whether the lists let the address in; a refusal is recorded and thrown (403). */
    admit,

    /** The address a browser's mark names, while the link's lists still let it in; else null. */
    recall: (link: Link, remembered: string) => (isAllowedOn(link, remembered) ? remembered : null),

    /**
     * The verified e-mail gate: the address (400 when missing or not one), the lists (403), then the code
     * (400 on `code`) unless the browser's mark proves this address already. The code to use once the
     * other gates pass too.
     */
    async pass(link: Link, input: { email?: string; code?: string }, remembered: string | null) {
      const email = gateEmail(
        input.email || remembered || undefined,
        TEXTS.emailRequired,
        TEXTS.invalidEmail,
      );
      await admit(link, email);
      if (email === remembered) return { email };
      return { email, codeId: await check(link, email, input.code) };
    },

    /** E-mails a fresh code to the address; the code and its e-mail are committed together. */
    async send({ link, presentation, owner }: Shared, email: string, ip: string) {
      const now = clock.now();
      const ipHash = sha256(ip);
      const sent = await repo.sentSince(link.id, email, ipHash, addSeconds(now, -3600));
      if (
        sent.address >= RULES.perAddressPerHour ||
        sent.link >= RULES.perLinkPerHour ||
        sent.ip >= RULES.perIpPerHour
      )
        throw errors.tooManyCodes();
      const code = String(randomInt(0, 10 ** RULES.codeLength)).padStart(RULES.codeLength, '0');
      const sign = await files.signer(link.hash, { ttlSeconds: MAIL_FILE_URL_TTL_SECONDS });
      await db.transaction(async (tx) => {
        await createLinkVerificationRepository(tx).insert({
          shareLinkId: link.id,
          email,
          codeHash: codeHash(link.id, email, code),
          ipHash,
          expiresAt: addSeconds(now, RULES.minutes * 60),
          createdAt: now,
        });
        await outbox.record(tx, email, 'link-verification-code', {
          code,
          title: presentation.title,
          sender: fullName(owner),
          minutes: RULES.minutes,
          brand: await mailBrand(tx, owner, sign, now),
        });
      });
      events.flush();
    },

    /** Uses the code: a code works once, also when two tabs send it at the same moment. */
    async use(codeId: number) {
      if (!(await repo.use(codeId, clock.now()))) throw errors.codeExpired();
    },
  };
}

export type LinkVerification = ReturnType<typeof createLinkVerification>;
