/**
 * Addresses outside the app, set at build time. A help item is not shown until its address is
 * configured (the same goes for the team settings step's sales and customer-success links); the
 * community link opens the product's hashtag feed.
 */
export const LINKS = {
  helpVideo: import.meta.env.VITE_HELP_VIDEO_URL as string | undefined,
  helpGuide: import.meta.env.VITE_HELP_GUIDE_URL as string | undefined,
  community:
    (import.meta.env.VITE_COMMUNITY_URL as string | undefined) ??
    'https://www.linkedin.com/feed/hashtag/folio/',
  communityLabel: '#folio community',
  /** Team settings step: contact sales for a team larger than the seat slider goes, customer success for questions. */
  contactSales: import.meta.env.VITE_CONTACT_SALES_URL as string | undefined,
  customerSuccess: import.meta.env.VITE_CUSTOMER_SUCCESS_URL as string | undefined,
};
