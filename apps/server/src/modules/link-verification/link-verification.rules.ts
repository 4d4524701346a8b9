import { isAllowedBy } from '@folio/shared';
import type { ShareLinkRow } from '../share-links/share-links.table.ts';

type AccessSettings = Pick<ShareLinkRow, 'verifyEmail' | 'allowList' | 'blockList'>;

/**
 * Whether the link asks for a verified e-mail: its own switch, or any allow or block list entry (a list is
 * only as good as the address it checks, so a typed address is never enough for it).
 */
export const requiresVerification = (link: AccessSettings) =>
  link.verifyEmail || link.allowList.length > 0 || link.blockList.length > 0;

/** Whether the link's lists let this address in. */
export const isAllowedOn = (link: AccessSettings, email: string) =>
  isAllowedBy(email, { allow: link.allowList, block: link.blockList });
