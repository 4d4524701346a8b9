import type { StarterTemplateKind } from '@folio/shared';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { users } from '../accounts/accounts.table.ts';
import { assets, type ContactForm } from '../assets/assets.table.ts';
import { presentations } from './presentations.table.ts';

type StarterAsset =
  | { type: 'separator'; title: string }
  | { type: 'text'; title: string; description: string }
  | { type: 'form'; title: string; contact: ContactForm };

type Starter = {
  kind: StarterTemplateKind;
  title: string;
  openingMsg: string;
  closingMsg: string;
  assets: StarterAsset[];
};

const section = (title: string): StarterAsset => ({ type: 'separator', title });
const text = (title: string, description: string): StarterAsset => ({ type: 'text', title, description });
const contactForm = (title: string): StarterAsset => ({
  type: 'form',
  title,
  contact: { fields: ['name', 'email', 'phone', 'message'], button_label: 'Send' },
});
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const steps = (items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
const signature = '<p>[Your name] · [Phone] · [E-mail]</p>';

/** The real-estate starters: placeholder text in [brackets], laid out in sections the agent fills in. */
export const STARTER_TEMPLATES: Starter[] = [
  {
    kind: 'listing_presentation',
    title: 'Listing presentation: [Property address]',
    openingMsg:
      '<p>Hi [Seller name],</p><p>Thank you for inviting me to present [Property address]. Here is how I will price, market and sell your home.</p>',
    closingMsg: `<p>I look forward to selling your home.</p>${signature}`,
    assets: [
      section('About me'),
      text(
        'Your agent',
        '<p>[A few lines about you: years in the business, homes sold, the neighbourhoods you know best.]</p>',
      ),
      section('Your home'),
      text(
        'Highlights',
        list(['[Bedrooms and bathrooms]', '[Living area and lot size]', '[Recent updates and features]']),
      ),
      section('Marketing plan'),
      text(
        'How I will market your home',
        steps([
          '[Professional photos, video and floor plan]',
          '[Listing sites, e-mail and social media]',
          '[Open houses and private showings]',
        ]),
      ),
      text(
        'Suggested price',
        '<p>[Price range], based on [number] comparable sales nearby in the last [months] months.</p>',
      ),
      contactForm("Let's talk"),
    ],
  },
  {
    kind: 'buyer_consultation',
    title: 'Buyer consultation: [Buyer name]',
    openingMsg:
      '<p>Hi [Buyer name],</p><p>Thank you for meeting with me. Here is what we discussed and how we will find your next home.</p>',
    closingMsg: `<p>Questions at any time: I am here to help.</p>${signature}`,
    assets: [
      section('Your goals'),
      text(
        'What you are looking for',
        list(['[Areas and schools]', '[Bedrooms, bathrooms and must-haves]', '[Budget and move-in date]']),
      ),
      section('The buying process'),
      text(
        'Step by step',
        steps([
          '[Get pre-approved for a mortgage]',
          '[Tour homes and compare]',
          '[Make an offer and negotiate]',
          '[Inspection, appraisal and closing]',
        ]),
      ),
      text('Financing', '<p>[Lenders you recommend, and what to prepare for pre-approval.]</p>'),
      section('Working together'),
      text('What I do for you', '<p>[How you search, advise and negotiate on behalf of your buyers.]</p>'),
      contactForm('Questions? Send me a note'),
    ],
  },
  {
    kind: 'market_report',
    title: 'Market report (CMA): [Neighbourhood or address]',
    openingMsg:
      '<p>Hi [Client name],</p><p>Here is the current market for [Neighbourhood or address] and what it means for the value of your home.</p>',
    closingMsg: `<p>Want a detailed valuation? I am happy to walk you through it.</p>${signature}`,
    assets: [
      section('Market overview'),
      text(
        'The numbers',
        list([
          'Median sale price: [amount]',
          'Average days on market: [days]',
          'Homes for sale: [number] ([trend] from last month)',
        ]),
      ),
      section('Comparable sales'),
      text(
        'Recently sold nearby',
        list([
          '[Address 1]: [beds]/[baths], [area], sold for [price] on [date]',
          '[Address 2]: [beds]/[baths], [area], sold for [price] on [date]',
          '[Address 3]: [beds]/[baths], [area], sold for [price] on [date]',
        ]),
      ),
      section('Price recommendation'),
      text('Estimated value', '<p>[Price range], because [the reasons from the comparable sales].</p>'),
      contactForm('Request a full valuation'),
    ],
  },
];

/**
 * Puts the starter templates in the account, once, and only while it has no presentation or document at all
 * (deleted ones count). Answers how many were created: 0 when the account already had them or content.
 */
export async function createStarterTemplates(db: Db, clock: Clock, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const claimed = await tx
      .update(users)
      .set({ starterTemplatesAt: now })
      .where(
        and(
          eq(users.id, userId),
          isNull(users.starterTemplatesAt),
          notExists(tx.select().from(presentations).where(eq(presentations.userId, userId))),
        ),
      )
      .returning({ id: users.id });
    if (claimed.length === 0) return 0;
    // Inserted in reverse so the list, newest first, shows them in this order.
    for (const starter of [...STARTER_TEMPLATES].reverse()) {
      const [row] = await tx
        .insert(presentations)
        .values({
          userId,
          title: starter.title,
          openingMsg: starter.openingMsg,
          closingMsg: starter.closingMsg,
          starterTemplate: starter.kind,
        })
        .returning({ id: presentations.id });
      await tx.insert(assets).values(
        starter.assets.map((asset, position) => ({
          presentationId: row!.id,
          position,
          type: asset.type,
          title: asset.title,
          description: 'description' in asset ? asset.description : '',
          contact: 'contact' in asset ? asset.contact : null,
        })),
      );
    }
    return STARTER_TEMPLATES.length;
  });
}
