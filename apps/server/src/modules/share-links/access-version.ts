import type { ShareLinkUpdate } from '@folio/shared';
import type { ShareLinkRow } from './share-links.table.ts';

type Gates = Pick<
  ShareLinkRow,
  'requireEmail' | 'requirePhoneNumber' | 'verifyEmail' | 'allowList' | 'blockList'
>;

const turnedOn = (before: boolean, after: boolean | undefined) => after === true && !before;

/**
 * Whether these settings turn a gate on or tighten one: an e-mail, a phone or a verified e-mail asked for,
 * a new password, an allow list made or narrowed, a block list grown. The link's access version then rises,
 * so the file URLs and view sessions of before stop and their viewers pass the gates as they are now.
 * Loosening a gate (an entry added to the allow list, a gate turned off) stops no one.
 */
export function tightensAccess(link: Gates, s: ShareLinkUpdate) {
  const allow = s.allow_list;
  return (
    turnedOn(link.requireEmail, s.require_email) ||
    turnedOn(link.requirePhoneNumber, s.require_phone_number) ||
    turnedOn(link.verifyEmail, s.verify_email) ||
    Boolean(s.password_protect) ||
    (allow !== undefined &&
      allow.length > 0 &&
      (link.allowList.length === 0 || link.allowList.some((entry) => !allow.includes(entry)))) ||
    s.block_list?.some((entry) => !link.blockList.includes(entry)) === true
  );
}
