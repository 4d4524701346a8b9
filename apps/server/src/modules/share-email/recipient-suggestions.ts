import { AUTOCOMPLETE_MAX, type RecipientSuggestion } from '@folio/shared';
import { and, desc, eq, ilike, inArray, isNotNull, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { contacts } from '../contacts/contacts.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { shareLinks } from '../share-links/share-links.table.ts';

/** Each source is read this deep before ranking, so a good prefix match further down is not missed. */
const DEPTH = 25;

type Candidate = { name: string; email: string; at: Date; contact: boolean };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/**
 * Autocomplete of the share-with-email recipient rows (spec §2, §9): the user's contacts and the people
 * their presentations were e-mailed to, matched on name or e-mail (prefix first, then anywhere),
 * one per address with the contact winning, at most AUTOCOMPLETE_MAX; with no text, the most recent.
 */
export function createRecipientSuggestions({ db, fileUrl }: { db: Db; fileUrl: (key: string) => string }) {
  return async function suggest(userId: number, text: string): Promise<RecipientSuggestion[]> {
    const term = `%${escapeLike(text)}%`;
    const contactRows = db
      .select({ name: contacts.name, email: contacts.email, at: contacts.createdAt })
      .from(contacts)
      .where(
        and(
          eq(contacts.userId, userId),
          text ? or(ilike(contacts.name, term), ilike(contacts.email, term)) : undefined,
        ),
      )
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(DEPTH);
    const recipientEmail = sql<string>`lower(${shareLinks.email})`;
    const recipientRows = db
      .select({
        // The name most recently used for the address.
        name: sql<string>`(array_agg(${shareLinks.name} order by ${shareLinks.createdAt} desc))[1]`,
        email: recipientEmail,
        at: max(shareLinks.createdAt),
      })
      .from(shareLinks)
      .innerJoin(presentations, eq(presentations.id, shareLinks.presentationId))
      .where(
        and(
          eq(presentations.userId, userId),
          isNotNull(shareLinks.email),
          text ? or(ilike(shareLinks.name, term), ilike(shareLinks.email, term)) : undefined,
        ),
      )
      .groupBy(recipientEmail)
      .orderBy(desc(max(shareLinks.createdAt)))
      .limit(DEPTH);
    const [fromContacts, fromLinks] = await Promise.all([contactRows, recipientRows]);

    const needle = text.toLowerCase();
    const prefix = (c: Candidate) =>
      c.name.toLowerCase().startsWith(needle) || c.email.toLowerCase().startsWith(needle);
    const candidates: Candidate[] = [
      ...fromContacts.map((c) => ({ ...c, contact: true })),
      ...fromLinks.map((r) => ({ name: r.name, email: r.email, at: new Date(r.at ?? 0), contact: false })),
    ];
    const ranked = candidates.sort(
      (a, b) =>
        Number(prefix(b)) - Number(prefix(a)) ||
        Number(b.contact) - Number(a.contact) ||
        b.at.getTime() - a.at.getTime(),
    );
    // Contacts win an address even when a past recipient ranks higher.
    const contactEmails = new Set(fromContacts.map((c) => c.email.toLowerCase()));
    const seen = new Set<string>();
    const chosen = ranked
      .filter((c) => {
        const email = c.email.toLowerCase();
        if (seen.has(email) || (!c.contact && contactEmails.has(email))) return false;
        seen.add(email);
        return true;
      })
      .slice(0, AUTOCOMPLETE_MAX);

    const emails = chosen.map((c) => c.email.toLowerCase());
    const pictures = emails.length
      ? await db
          .select({
            email: sql<string>`lower(${users.email})`,
            key: sql<string | null>`coalesce(${users.thumbnailPictureKey}, ${users.pictureKey})`,
          })
          .from(users)
          // Only an address its user verified shows that user's picture.
          .where(and(inArray(sql`lower(${users.email})`, emails), isNotNull(users.emailVerifiedAt)))
      : [];
    const pictureOf = new Map(pictures.map((p) => [p.email, p.key]));
    return chosen.map((c) => {
      const key = pictureOf.get(c.email.toLowerCase());
      return { name: c.name, email: c.email, picture: key ? fileUrl(key) : null };
    });
  };
}
