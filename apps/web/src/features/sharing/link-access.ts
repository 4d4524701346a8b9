import type { ShareLink } from './types.ts';

type Gates = Pick<ShareLink, 'passwordProtect' | 'requireEmail' | 'requirePhoneNumber'> &
  Partial<Pick<ShareLink, 'verifyEmail' | 'allowList' | 'blockList'>>;

/** Who can open a link, in words: what its gates ask before the presentation or document shows. */
export function linkAccessText(link: Gates, kind: 'presentation' | 'document') {
  const verified = link.verifyEmail || Boolean(link.allowList?.length) || Boolean(link.blockList?.length);
  const email = verified ? 'a verified e-mail' : link.requireEmail && 'their e-mail';
  const asks = [email, link.requirePhoneNumber && 'their phone number'].filter((ask): ask is string =>
    Boolean(ask),
  );
  const after = asks.length > 0 ? ` after giving ${asks.join(' and ')}` : '';
  if (link.passwordProtect)
    return `Only people with this link and its password can view your ${kind}${after}.`;
  return `Anyone with this link can view your ${kind}${after}.`;
}
