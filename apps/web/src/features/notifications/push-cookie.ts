/** Spec §4 web push: once the prompt is answered or dismissed, this cookie keeps it from showing again. */
export const WEB_PUSH_PROMPTED_COOKIE = 'web_push_prompted';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export const wasPromptedForPush = () =>
  document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${WEB_PUSH_PROMPTED_COOKIE}=`));

export function rememberPushPrompted() {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari before 18.4.
  document.cookie = `${WEB_PUSH_PROMPTED_COOKIE}=1; max-age=${ONE_YEAR_S}; path=/; samesite=lax${secure}`;
}
