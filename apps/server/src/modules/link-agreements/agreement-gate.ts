import { AGREEMENT_TEXTS, isEmail, type Unlock, VALIDATION, VIEWER_TEXTS } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Viewer } from '../activity/activity.service.ts';
import { agreementAcceptances, type LinkAgreementRow } from './link-agreements.table.ts';

/** The recipient's side of the agreement gate: name, e-mail and acceptance of the version shown. */
export function createAgreementGate({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** The gate's field errors for this unlock (none when the link asks for no agreement). */
    errors(agreement: LinkAgreementRow | null, input: Unlock) {
      const errors: Record<string, string[]> = {};
      if (!agreement) return errors;
      if (!input.name) errors.name = [AGREEMENT_TEXTS.nameRequired];
      if (!input.email) errors.email = [VALIDATION.emailRequired];
      else if (!isEmail(input.email)) errors.email = [VIEWER_TEXTS.invalidEmail];
      if (input.agreement_id !== agreement.id) errors.agreement_id = [AGREEMENT_TEXTS.changed];
      else if (input.accept_agreement !== true) errors.accept_agreement = [AGREEMENT_TEXTS.mustAccept];
      return errors;
    },

    /** Stores the acceptance: the exact version, when, and from which address. */
    async accept(agreement: LinkAgreementRow, viewer: Viewer, input: Unlock) {
      await db.insert(agreementAcceptances).values({
        agreementId: agreement.id,
        shareLinkId: agreement.shareLinkId,
        name: input.name!,
        email: input.email!.trim().toLowerCase(),
        ip: viewer.ip,
        userAgent: (viewer.userAgent ?? '').slice(0, 512),
        acceptedAt: clock.now(),
      });
    },
  };
}
