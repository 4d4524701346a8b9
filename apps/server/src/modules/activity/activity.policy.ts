/**
 * Link unfurlers and crawlers (iMessage fetches as facebookexternalhit + Twitterbot): they get the
 * page's card but never count as a view.
 */
const CRAWLERS =
  /bot\b|bot\/|crawler|spider|preview|facebookexternalhit|facebookcatalog|slackbot|twitterbot|whatsapp|telegrambot|discordbot|linkedinbot|googlebot|bingbot|applebot|embedly|skypeuripreview|headlesschrome|^curl\/|^wget\//i;

export const isCrawler = (userAgent: string | undefined) => !userAgent || CRAWLERS.test(userAgent);

/** The owner's own previews are never counted. */
export const isOwnPreview = (viewerUserId: number | null, ownerId: number) => viewerUserId === ownerId;
