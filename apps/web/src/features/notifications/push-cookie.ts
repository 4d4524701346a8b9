import { hasCookie, rememberInCookie } from '../../lib/cookies.ts';

/** Spec §4 web push: once the prompt is answered or dismissed, this cookie keeps it from showing again. */
export const WEB_PUSH_PROMPTED_COOKIE = 'web_push_prompted';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export const wasPromptedForPush = () => hasCookie(WEB_PUSH_PROMPTED_COOKIE);

export const rememberPushPrompted = () => rememberInCookie(WEB_PUSH_PROMPTED_COOKIE, ONE_YEAR_S);
