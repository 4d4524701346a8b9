import { TEAM_BRAND_TEXTS, type TeamBranding, type TeamBrandingUpdate } from '@folio/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { storeLogo } from '../accounts/profile-images.ts';
import type { TeamAccess } from './team-access.ts';
import { type CompanyRow, companies, companyMembers } from './teams.table.ts';

type Deps = {
  db: Db;
  clock: Clock;
  store: BlobStore;
  access: TeamAccess;
  fileUrl: (key: string) => string;
  /** What every member's recipients see changed (their cached link answers are dropped). */
  onMemberContentChanged: (userId: number) => Promise<void>;
};

/** A team's brand as the API shows it (GET /api/company/{id}'s `branding` too). */
export const presentTeamBranding = (row: CompanyRow, fileUrl: (key: string) => string): TeamBranding => ({
  logo: row.logoKey ? fileUrl(row.logoKey) : null,
  primary_color: row.primaryColor,
  show_white_label: row.showWhiteLabel,
  allow_member_branding: row.allowMemberBranding,
});

/**
 * A team's brand (issue 14 §5): its admins set the logo, the primary colour, white label (premium: only
 * while the team pays for its members) and whether members' own brands may replace it; every member's
 * recipient pages and share e-mails carry it (team-brand.ts).
 */
export function createTeamBrandingService({
  db,
  clock,
  store,
  access,
  fileUrl,
  onMemberContentChanged,
}: Deps) {
  const present = (row: CompanyRow) => presentTeamBranding(row, fileUrl);

  async function company(companyId: number) {
    const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
    if (!row) throw notFound();
    return row;
  }

  async function save(companyId: number, changes: Partial<CompanyRow>) {
    const [row] = await db
      .update(companies)
      .set({ ...changes, updatedAt: clock.now() })
      .where(eq(companies.id, companyId))
      .returning();
    if (!row) throw notFound();
    const members = await db
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, companyId));
    for (const { userId } of members) await onMemberContentChanged(userId);
    return row;
  }

  return {
    /** Any member may read the brand that is applied to what they share. */
    async get(user: UserRow, companyId: number) {
      await access.requireMember(user, companyId);
      return present(await company(companyId));
    },

    /** Checked before an upload is read: a member's file is never stored. */
    requireAdmin: (user: UserRow, companyId: number) => access.requireAdmin(user, companyId),

    async update(user: UserRow, companyId: number, changes: TeamBrandingUpdate) {
      await access.requireAdmin(user, companyId);
      const team = await company(companyId);
      if (changes.show_white_label && !team.isCompanyPays)
        throw forbidden(TEAM_BRAND_TEXTS.whiteLabelTeamPays, { code: 'premium_required' });
      const row = await save(companyId, {
        ...(changes.primary_color !== undefined && {
          primaryColor: changes.primary_color?.toLowerCase() ?? null,
        }),
        ...(changes.show_white_label !== undefined && { showWhiteLabel: changes.show_white_label }),
        ...(changes.allow_member_branding !== undefined && {
          allowMemberBranding: changes.allow_member_branding,
        }),
      });
      return present(row);
    },

    /** A new logo (jpg, png, bmp, webp, checked by its bytes as a user's logo is); the old file goes. */
    async setLogo(user: UserRow, companyId: number, file: string) {
      await access.requireAdmin(user, companyId);
      const before = await company(companyId);
      const [logoKey, thumbKey] = await storeLogo(store, `companies/${companyId}`, file);
      await store.delete(thumbKey);
      const row = await save(companyId, { logoKey });
      if (before.logoKey) await store.delete(before.logoKey);
      return present(row);
    },

    async removeLogo(user: UserRow, companyId: number) {
      await access.requireAdmin(user, companyId);
      const before = await company(companyId);
      const row = await save(companyId, { logoKey: null });
      if (before.logoKey) await store.delete(before.logoKey);
      return present(row);
    },
  };
}

export type TeamBrandingService = ReturnType<typeof createTeamBrandingService>;
