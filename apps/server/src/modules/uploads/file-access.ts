import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { assets } from '../assets/assets.table.ts';
import { COVER_FILE_COLUMNS } from '../presentations/cover-images.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { companies, companyMembers } from '../teams/teams.table.ts';
import { uploads } from './uploads.table.ts';

/**
 * Presentations whose files the user may read: their own, and the live templates of their teams (members
 * see and use them: the Templates tab shows their covers, use-template their assets).
 */
const readable = (userId: number) =>
  or(
    eq(presentations.userId, userId),
    and(
      eq(presentations.isTemplate, true),
      isNull(presentations.deletedAt),
      sql`${presentations.companyId} in (select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.userId} = ${userId})`,
    ),
  );

/** Profile pictures show beside their owner's name to other users (teams, authors, suggestions). */
const PROFILE_PICTURE = /^users\/\d+\/picture-[0-9a-f]+(-thumb)?\.[a-z]+$/;

/**
 * Whether a signed-in user may read a stored file through `/api/files/{key}`: only when something of
 * theirs uses it — their upload, an asset of theirs (its file, a page, a thumbnail: shown, original,
 * uploaded, cropped or screenshot), a presentation's
 * logo or cover images (of a team template of theirs too), their own logo or their team's — or it is a
 * user's profile picture. Each question is one indexed or owner-scoped lookup, asked in turn.
 */
export function createFileAccess(db: Db) {
  const asJson = (key: string) => JSON.stringify([key]);
  const found = async (query: Promise<unknown[]>) => (await query).length > 0;
  return async (userId: number, key: string) =>
    PROFILE_PICTURE.test(key) ||
    (await found(
      db
        .select({ key: uploads.key })
        .from(uploads)
        .where(and(eq(uploads.key, key), eq(uploads.userId, userId))),
    )) ||
    (await found(
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.logoKey, key))),
    )) ||
    (await found(
      db
        .select({ id: companies.id })
        .from(companies)
        .innerJoin(companyMembers, eq(companyMembers.companyId, companies.id))
        .where(and(eq(companies.logoKey, key), eq(companyMembers.userId, userId))),
    )) ||
    (await found(
      db
        .select({ id: presentations.id })
        .from(presentations)
        .where(
          and(readable(userId), or(...COVER_FILE_COLUMNS.map((column) => eq(presentations[column], key)))),
        )
        .limit(1),
    )) ||
    found(
      db
        .select({ id: assets.id })
        .from(assets)
        .innerJoin(presentations, eq(presentations.id, assets.presentationId))
        .where(
          and(
            readable(userId),
            or(
              eq(assets.fileKey, key),
              sql`${assets.convertedFiles} @> ${asJson(key)}::jsonb`,
              sql`${assets.pageThumbnails} @> ${asJson(key)}::jsonb`,
              ...[
                assets.thumbnail,
                assets.thumbnailCropped,
                assets.originalThumbnail,
                assets.thumbnailScreenshot,
                sql`${assets.thumbnailMeta}->>'picture'`,
              ].map((url) => sql`right(${url}, ${key.length + 11}) = ${`/api/files/${key}`}`),
            ),
          ),
        )
        .limit(1),
    );
}

export type FileAccess = ReturnType<typeof createFileAccess>;
