import { AGREEMENT_TEXTS } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { hasPremium } from '../presentations/presentations.policy.ts';
import type { PresentationsService } from '../presentations/presentations.service.ts';
import { createShareLinksRepository } from '../share-links/share-links.repository.ts';
import { agreementReceipt } from './agreement-receipt.ts';
import { createAgreementsRepository } from './link-agreements.repository.ts';

type Deps = { db: Db; clock: Clock; presentations: PresentationsService };

/** The owner's side of a link's agreement (issue 18, point 4): versions, acceptances, receipts. */
export function createAgreementsService({ db, clock, presentations }: Deps) {
  const repo = createAgreementsRepository(db);
  const links = createShareLinksRepository(db);

  async function ownedLink(user: UserRow, presentationId: number, linkId: number) {
    const { presentation } = await presentations.owned(user, presentationId);
    const link = await links.find(user.id, presentation.id, linkId);
    if (!link) throw notFound();
    return { link, presentation };
  }

  return {
    async current(user: UserRow, presentationId: number, linkId: number) {
      const { link } = await ownedLink(user, presentationId, linkId);
      return (await repo.current(link.id)) ?? null;
    },

    /** Sets the text: the same text keeps its version, another one becomes the next version. Premium. */
    async set(user: UserRow, presentationId: number, linkId: number, text: string) {
      const { link } = await ownedLink(user, presentationId, linkId);
      if (!hasPremium(user, clock.now()))
        throw forbidden(AGREEMENT_TEXTS.premium, { code: 'premium_required' });
      const current = await repo.current(link.id);
      if (current?.text === text) return current;
      return repo.addVersion(link.id, text, clock.now());
    },

    /** Recipients are no longer asked; the versions stay for the acceptances that name them. */
    async remove(user: UserRow, presentationId: number, linkId: number) {
      const { link } = await ownedLink(user, presentationId, linkId);
      await repo.remove(link.id);
    },

    async acceptances(user: UserRow, presentationId: number) {
      const { presentation } = await presentations.owned(user, presentationId);
      return repo.acceptances(presentation.id);
    },

    /** The PDF receipt of one acceptance. */
    async receipt(user: UserRow, presentationId: number, acceptanceId: number) {
      const { presentation } = await presentations.owned(user, presentationId);
      const found = await repo.acceptance(presentation.id, acceptanceId);
      if (!found) throw notFound();
      return agreementReceipt({ ...found, presentation });
    },
  };
}

export type AgreementsService = ReturnType<typeof createAgreementsService>;
