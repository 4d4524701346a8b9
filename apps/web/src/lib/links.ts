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

/** A testimonial on the create-a-team screen: a real customer's words, which only the operator can give. */
export type Testimonial = { quote: string; author: string; role?: string; stars: number };

const setting = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The create-a-team testimonial, set at build time (VITE_TEAM_TESTIMONIAL_*); none without a quote and
 * an author. Stars are a whole number from 1 to 5, 5 when unset or not one. Read when asked, so a test
 * can set it.
 */
export function teamTestimonial(): Testimonial | null {
  const env = import.meta.env;
  const quote = setting(env.VITE_TEAM_TESTIMONIAL_QUOTE);
  const author = setting(env.VITE_TEAM_TESTIMONIAL_AUTHOR);
  if (!quote || !author) return null;
  const stars = Number(setting(env.VITE_TEAM_TESTIMONIAL_STARS) ?? 5);
  return {
    quote,
    author,
    role: setting(env.VITE_TEAM_TESTIMONIAL_ROLE),
    stars: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : 5,
  };
}
