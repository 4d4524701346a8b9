import { MESSAGES, type RegisterPayload, type UserUpdate, VALIDATION } from '@folio/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { addSeconds, type Clock } from '../../platform/clock.ts';
import { fieldErrors } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { sha256 } from '../../platform/tokens.ts';
import { isDeadInviteLink } from '../teams/invites.policy.ts';
import { brandTeamOf } from '../teams/team-brand.ts';
import { type FromLink, receiveFromLink } from '../viewer/link-receipts.ts';
import * as errors from './accounts.errors.ts';
import { presentUser } from './accounts.presenter.ts';
import {
  createAccountsRepository,
  mergedNotificationSettings,
  type UserTeams,
} from './accounts.repository.ts';
import type { UserRow } from './accounts.table.ts';
import { createEmailVerification } from './email-verification.service.ts';
import { checkNewPassword, createPasswords } from './passwords.service.ts';
import { noSessionCache, type SessionCache } from './session-cache.ts';
import { type Auth, createSessions, type RequestMeta, type SessionAuth } from './sessions.ts';
import { createSignUp } from './sign-up.ts';

const FAILURE_WINDOW_SECONDS = 15 * 60;

export type AccountsDeps = {
  db: Db;
  clock: Clock;
  config: Config;
  outbox: Outbox;
  fileUrl: (key: string) => string;
  events: Events;
  /** Queues the reset (or, for an unproven address, claim) e-mail; the job finds the account, if any. */
  queuePasswordReset: (request: { email: string; claim: boolean }) => Promise<void>;
  /** Sessions and users kept in memory (embedded database); none by default. */
  sessionCache?: SessionCache;
};

export function createAccountsService(deps: AccountsDeps) {
  const { db, clock, config, outbox, fileUrl, events, queuePasswordReset } = deps;
  const cache = deps.sessionCache ?? noSessionCache;
  const repo = createAccountsRepository(db);
  const sessions = createSessions(repo, clock, cache);
  const verification = createEmailVerification({ db, clock, publicUrl: config.publicUrl, outbox, events });
  const signUp = createSignUp({ db, clock, config, events, verification });

  /** The user as the API shows it; pass the teams when they are already loaded (the session lookup has them). */
  async function present(user: UserRow, teams?: UserTeams) {
    const now = clock.now();
    const mine = teams ?? (await repo.teamsOf(user.id, now));
    const { brandTeam, socialPictures } = await cache.payloadParts(user.id, async () => {
      const [brandTeam, socialPictures] = await Promise.all([
        brandTeamOf(db, user.id),
        repo.socialPicturesOf(user.id),
      ]);
      return { brandTeam, socialPictures };
    });
    return presentUser(user, { ...mine, now, fileUrl, brandTeam, socialPictures });
  }

  /** The row again when a sign-up or sign-in from a shared link may have changed it (its Received flag). */
  const afterLink = async (user: UserRow, from: FromLink) =>
    (from.hash && (await repo.findUserById(user.id))) || user;

  /** A sign-in from a shared link (spec accounts §2): its presentation lands in Received; the row again. */
  async function receive(user: UserRow, from: FromLink) {
    if (!from.hash) return user;
    await db.transaction((tx) => receiveFromLink(tx, user.id, from));
    return afterLink(user, from);
  }

  async function signIn(user: UserRow, meta: RequestMeta) {
    return { access: await sessions.open(user.id, meta), user: await present(user) };
  }
  const passwords = createPasswords({
    ...{ db, clock, outbox, events, signIn, queuePasswordReset },
    publicUrl: config.publicUrl,
  });

  return {
    sessions,
    present,
    verification,
    signUp,
    signIn,
    receive,
    afterLink,

    async register(payload: RegisterPayload, meta: RequestMeta) {
      const missing: Record<string, string[]> = {};
      if (config.flags.name_required) {
        if (!payload.first_name) missing.first_name = [VALIDATION.required('First Name')];
        if (!payload.last_name) missing.last_name = [VALIDATION.required('Last Name')];
      }
      if (Object.keys(missing).length) throw fieldErrors(missing);
      checkNewPassword(payload.password1, payload.password2, payload.email, ['password1', 'password2']);
      // The invite first: a sign-up through someone else's invite is refused before anything else.
      await signUp.openInvite(payload.invite, payload.email);
      const holder = await repo.findUserByEmail(payload.email);
      if (holder) {
        // Whoever proves the address owns it: the claim e-mail lets its owner take an account someone
        // else started with it and never confirmed.
        if (!holder.emailVerifiedAt) await queuePasswordReset({ email: payload.email, claim: true });
        throw errors.emailTaken();
      }
      const source = Object.fromEntries(
        (['fpr', 'rr', 'hubspotutk'] as const).flatMap((k) => (payload[k] ? [[k, payload[k]]] : [])),
      );
      const user = await signUp.createAccount(
        {
          email: payload.email,
          passwordHash: await hashPassword(payload.password1),
          firstName: payload.first_name ?? '',
          lastName: payload.last_name ?? '',
          signupSource: source,
          emailVerified: false,
          invite: payload.invite,
        },
        (tx, created) => receiveFromLink(tx, created.id, payload),
      );
      return signIn(await afterLink(user, payload), meta);
    },

    /** Signs in, or says why not; a required password change still opens a (restricted) session. */
    async login(email: string, password: string, meta: RequestMeta, from: FromLink = {}) {
      const since = addSeconds(clock.now(), -FAILURE_WINDOW_SECONDS);
      if ((await repo.countLoginFailures(email, meta.ip, since)) >= config.loginMaxFailures)
        throw errors.tooManyLoginAttempts();
      const user = await repo.findUserByEmail(email);
      if (user && !user.passwordHash && user.provider) throw errors.socialAccount(user.provider);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
      if (!user || !valid) {
        await repo.recordLoginFailure(email, meta.ip, clock.now());
        throw errors.invalidCredentials();
      }
      if (!user.isActive) throw errors.accountDisabled();
      await repo.clearLoginFailures(email);
      return {
        ...(await signIn(await receive(user, from), meta)),
        changePasswordRequired: user.changePasswordRequired,
      };
    },

    logout: (auth: SessionAuth) => sessions.revoke(auth.tokenHash),

    ...passwords,

    async updateProfile(
      auth: Auth,
      changes: UserUpdate & { pictureKeys?: [string, string]; logoKey?: string },
    ) {
      const { first_name, last_name, mobile_phone, logo, picture, pictureKeys, logoKey, ...flags } = changes;
      const user = await repo.updateUser(auth.user.id, {
        ...(first_name !== undefined && { firstName: first_name }),
        ...(last_name !== undefined && { lastName: last_name }),
        ...(mobile_phone !== undefined && { mobilePhone: mobile_phone }),
        ...(logo === null && { logoKey: null }),
        ...(picture === null && { pictureKey: null, thumbnailPictureKey: null }),
        ...(pictureKeys && { pictureKey: pictureKeys[0], thumbnailPictureKey: pictureKeys[1] }),
        ...(logoKey && { logoKey }),
        ...(flags.auto_summarize_assets !== undefined && {
          autoSummarizeAssets: flags.auto_summarize_assets,
        }),
        ...(flags.hide_summarizer_modal !== undefined && {
          hideSummarizerModal: flags.hide_summarizer_modal,
        }),
        ...(flags.hide_in_folders !== undefined && { hideInFolders: flags.hide_in_folders }),
        ...(flags.hide_empty_background_alert !== undefined && {
          hideEmptyBackgroundAlert: flags.hide_empty_background_alert,
        }),
        ...(flags.show_single_file_information !== undefined && {
          showSingleFileInformation: flags.show_single_file_information,
        }),
        ...(flags.show_downgrade_to_freemium_modal === false && { showDowngradeToFreemiumModal: false }),
        ...(flags.has_new_received_presentation === false && { hasNewReceivedPresentation: false }),
        ...(flags.has_new_presentation_template === false && { hasNewPresentationTemplate: false }),
        ...(flags.web_push_notifications !== undefined && {
          webPushNotifications: flags.web_push_notifications,
        }),
        ...(flags.onesignal_player_id !== undefined && { onesignalPlayerId: flags.onesignal_player_id }),
        ...(flags.time_zone !== undefined && { timeZone: flags.time_zone }),
        ...(flags.view_emails !== undefined && { viewEmails: flags.view_emails }),
        ...(flags.hot_lead_minutes !== undefined && { hotLeadMinutes: flags.hot_lead_minutes }),
        ...(flags.notification_settings && {
          notificationSettings: mergedNotificationSettings(flags.notification_settings),
        }),
      });
      const replaced = [
        (logo === null || logoKey) && auth.user.logoKey,
        (picture === null || pictureKeys) && auth.user.pictureKey,
        (picture === null || pictureKeys) && auth.user.thumbnailPictureKey,
      ].filter((k): k is string => typeof k === 'string');
      return { user: await present(user), replacedKeys: replaced };
    },

    async lookupInvite(token: string) {
      const invite = await repo.findInviteByTokenHash(sha256(token));
      if (!invite || isDeadInviteLink(invite, clock.now())) return null;
      const registered = await repo.findUserByEmail(invite.email);
      const message = invite.acceptedAt
        ? MESSAGES.inviteUsed
        : registered
          ? 'An account with this e-mail already exists. Log in to accept the invitation.'
          : null;
      return { email: invite.email, first_name: invite.firstName, last_name: invite.lastName, message };
    },

    async isValidToken(token: string) {
      return (await sessions.resolve(token)) !== null;
    },

    async userRole(auth: Auth) {
      const user = await present(auth.user, auth.teams);
      const teams = auth.teams.memberships.map((m, index) => ({
        member_index: index,
        company_id: m.id,
        role: m.role === 'admin' ? ('admin' as const) : ('member' as const),
      }));
      const first = teams[0];
      return {
        role: user.role,
        user_type: user.user_type,
        user_role: { member_index: first?.member_index ?? null, role: first?.role ?? null },
        teams,
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
