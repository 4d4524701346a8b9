import { addSeconds, type Clock } from '../../platform/clock.ts';
import { randomToken, sha256 } from '../../platform/tokens.ts';
import { planRoleOf } from '../teams/team-premium.ts';
import type { AccountsRepository, UserTeams } from './accounts.repository.ts';
import type { UserRow } from './accounts.table.ts';
import type { SessionCache } from './session-cache.ts';

/** Spec §9: the session lives 6 h. It slides: any use after the first hour renews the 6 h. */
export const SESSION_SECONDS = 21_600;
const RENEW_AFTER_SECONDS = 3_600;
/** users.last_active_at (Manage Team's last activity) is written at most this often per user. */
const ACTIVITY_RESOLUTION_MS = 60_000;

export type RequestMeta = { ip: string; userAgent: string };
/** Who made a request, and with what: a browser session (cookie or its token as bearer) or an API key. */
export type SessionAuth = {
  via: 'session';
  user: UserRow;
  teams: UserTeams;
  sessionId: number;
  tokenHash: string;
  renewed: boolean;
};
export type KeyAuth = { via: 'api_key'; user: UserRow; teams: UserTeams; apiKeyId: number };
export type Auth = SessionAuth | KeyAuth;

/** The request sees the plan the user has in the app: premium too when a team they are in pays. */
export const userAsSeenInApp = (user: UserRow, memberships: UserTeams['memberships']): UserRow => ({
  ...user,
  role: planRoleOf(user.role, memberships),
});

export function createSessions(repo: AccountsRepository, clock: Clock, cache: SessionCache) {
  /** The session row with its user and teams, kept in memory where the cache is on. */
  const lookup = (tokenHash: string, now: Date) =>
    cache.session(tokenHash, () => repo.findSessionWithUser(tokenHash, now));

  return {
    /** Opens a session and returns its token: 256 random bits, stored only as a SHA-256 hash. */
    async open(userId: number, meta: RequestMeta) {
      const token = randomToken(256);
      await repo.insertSession({
        userId,
        tokenHash: sha256(token),
        expiresAt: addSeconds(clock.now(), SESSION_SECONDS),
        ip: meta.ip,
        userAgent: meta.userAgent.slice(0, 300),
      });
      return token;
    },

    /** The live session behind a token, renewed when due; null when unknown, expired, revoked or disabled. */
    async resolve(token: string): Promise<SessionAuth | null> {
      if (token.length < 20 || token.length > 100) return null;
      const tokenHash = sha256(token);
      const now = clock.now();
      const found = await lookup(tokenHash, now);
      if (!found || found.session.revokedAt || found.session.expiresAt <= now || !found.user.isActive)
        return null;
      const renewDue =
        found.session.expiresAt.getTime() - now.getTime() < (SESSION_SECONDS - RENEW_AFTER_SECONDS) * 1000;
      if (renewDue) await repo.extendSession(found.session.id, addSeconds(now, SESSION_SECONDS));
      const lastActive = found.user.lastActiveAt?.getTime() ?? 0;
      const since = new Date(now.getTime() - ACTIVITY_RESOLUTION_MS);
      if (lastActive < since.getTime()) {
        await repo.touchLastActive(found.user.id, now, since);
        cache.touched(found.user.id, now);
      }
      const teams = { memberships: found.memberships, invites: found.invites };
      const user = userAsSeenInApp(found.user, found.memberships);
      return { via: 'session', user, teams, sessionId: found.session.id, tokenHash, renewed: renewDue };
    },

    revoke: (tokenHash: string) => repo.revokeSession(tokenHash, clock.now()),

    /** The user of a live session known by its hash, or null. */
    async userOfLive(tokenHash: string) {
      const now = clock.now();
      const found = await lookup(tokenHash, now);
      if (!found || found.session.revokedAt || found.session.expiresAt <= now || !found.user.isActive)
        return null;
      return found.user.id;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
