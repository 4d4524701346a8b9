import { type ClientLinkClosed, LINK_LIMITS_TEXTS, type LinkClosedCode } from '@folio/shared';
import { AppError, fieldError, forbidden } from '../../platform/errors.ts';

export const expiryInPast = () => fieldError('expires_at', LINK_LIMITS_TEXTS.expiryInPast);
export const limitsPremium = () => forbidden(LINK_LIMITS_TEXTS.premium, { code: 'premium_required' });

/** 410: the link expired or used its views; `sender` brands its page. */
export const linkClosed = (code: LinkClosedCode, sender: ClientLinkClosed['sender']) =>
  new AppError(410, {
    detail: code === 'link_expired' ? LINK_LIMITS_TEXTS.expired : LINK_LIMITS_TEXTS.exhausted,
    code,
    sender,
  });
