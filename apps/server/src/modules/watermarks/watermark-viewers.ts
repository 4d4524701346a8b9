import { type AnyColumn, and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { viewSessions, viewSessionTokens } from '../activity/activity.table.ts';
import { viewBinding } from '../viewer/file-capabilities.ts';

/** Who a watermark names: the session's e-mail, else its name, else an anonymous viewer and its number. */
export type WatermarkViewer = { key: string; label: string; since: Date };

/** The binding a token hash (hex SHA-256) gives, as viewBinding gives it from the token. */
const bindingOfHash = (tokenHash: string) => Buffer.from(tokenHash, 'hex').toString('base64url').slice(0, 22);

export const ANONYMOUS_VIEWER = 'Anonymous viewer';

/**
 * The view session a file URL is bound to (its binding is the start of the SHA-256 of one of the
 * session's tokens), on this link only. The owner's preview is bound to `preview:{owner id}`: its
 * watermark names the owner.
 */
export function createWatermarkViewers(db: Db) {
  /** Token hashes starting with the binding's first 128 bits (an index range), checked whole after. */
  const range = (column: AnyColumn, prefix: string) => and(gte(column, prefix), lt(column, `${prefix}g`));

  return {
    async find(
      link: { id: number; ownerId: number; ownerEmail: string },
      binding: string,
      now: Date,
    ): Promise<WatermarkViewer | null> {
      if (binding === viewBinding(`preview:${link.ownerId}`))
        return { key: `preview-${link.ownerId}`, label: link.ownerEmail, since: now };
      const prefix = Buffer.from(binding, 'base64url').subarray(0, 16).toString('hex');
      if (prefix.length !== 32) return null;
      const columns = {
        id: viewSessions.id,
        email: viewSessions.email,
        name: viewSessions.name,
        createdAt: viewSessions.createdAt,
      };
      // The session's first token, else one it was given on a repeated open (activity.opening.ts).
      const own = await db
        .select({ ...columns, tokenHash: viewSessions.tokenHash })
        .from(viewSessions)
        .where(and(eq(viewSessions.shareLinkId, link.id), range(viewSessions.tokenHash, prefix)))
        .limit(10);
      const joined = own.some((r) => bindingOfHash(r.tokenHash) === binding)
        ? []
        : await db
            .select({ ...columns, tokenHash: viewSessionTokens.tokenHash })
            .from(viewSessionTokens)
            .innerJoin(viewSessions, eq(viewSessions.id, viewSessionTokens.sessionId))
            .where(and(eq(viewSessions.shareLinkId, link.id), range(viewSessionTokens.tokenHash, prefix)))
            .limit(10);
      const session = [...own, ...joined].find((r) => bindingOfHash(r.tokenHash) === binding);
      if (!session) return null;
      return {
        key: `session-${session.id}`,
        label: session.email || session.name?.trim() || `${ANONYMOUS_VIEWER} #${session.id}`,
        since: session.createdAt,
      };
    },
  };
}

export type WatermarkViewers = ReturnType<typeof createWatermarkViewers>;
