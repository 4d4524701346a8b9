import { FACEBOOK_SDK, type SocialProvider, type SocialSignIn } from '@folio/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { accountDisabled } from '../accounts/accounts.errors.ts';
import { createAccountsRepository } from '../accounts/accounts.repository.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { users } from '../accounts/accounts.table.ts';
import type { Auth, RequestMeta } from '../accounts/sessions.ts';
import { type FromLink, receiveFromLink } from '../viewer/link-receipts.ts';
import { createFacebookClient } from './facebook.client.ts';
import { createGoogleClient } from './google.client.ts';
import type { ProviderProfile } from './provider-profile.ts';
import type { SocialSignInSettings } from './social-sign-in.config.ts';
import * as errors from './social-sign-in.errors.ts';
import { presentSocialAccounts } from './social-sign-in.presenter.ts';
import { createSocialAccountsRepository } from './social-sign-in.repository.ts';

/** Who signs in from where: the request, and the shared presentation they came from, if any. */
type SignInFrom = { meta: RequestMeta; link: FromLink };

type Deps = {
  db: Db;
  clock: Clock;
  accounts: AccountsService;
  settings: SocialSignInSettings;
  allowLoopback: boolean;
};

export function createSocialSignInService({ db, clock, accounts, settings, allowLoopback }: Deps) {
  const repo = createSocialAccountsRepository(db);
  const users$ = createAccountsRepository(db);
  const clients = {
    google: settings.google ? createGoogleClient(settings.google, allowLoopback) : null,
    facebook: settings.facebook ? createFacebookClient(settings.facebook, allowLoopback) : null,
  };

  /** The person behind the token, as the provider vouches for them; nothing is written before this. */
  function profileOf(provider: SocialProvider, accessToken: string) {
    const client = clients[provider];
    if (!client) throw errors.providerNotConfigured(provider);
    return client.profile(accessToken);
  }

  const row = (userId: number, provider: SocialProvider, profile: ProviderProfile) => ({
    userId,
    provider,
    providerUserId: profile.id,
    email: profile.email ?? '',
    pictureUrl: profile.pictureUrl,
    lastUsedAt: clock.now(),
  });

  /** Links the provider account to the user, or says who holds what (a race lands here too). */
  async function link(userId: number, provider: SocialProvider, profile: ProviderProfile) {
    if (await repo.insert(row(userId, provider, profile))) return;
    const holder = await repo.findByProviderId(provider, profile.id);
    if (holder && holder.userId !== userId) throw errors.linkedToAnotherUser();
    if (!holder) throw errors.otherAccountLinked(provider);
  }

  async function signInLinked(userId: number, linkedId: number, profile: ProviderProfile, from: SignInFrom) {
    const user = await users$.findUserById(userId);
    if (!user?.isActive) throw accountDisabled();
    await repo.touch(linkedId, {
      email: profile.email ?? '',
      pictureUrl: profile.pictureUrl,
      lastUsedAt: clock.now(),
    });
    return accounts.signIn(await accounts.receive(user, from.link), from.meta);
  }

  return {
    /**
     * Signs in the user the provider account is linked to; else, for an address the provider verified,
     * links the account holding that address when that account proved it too (both sides proved the
     * same inbox, so they are the same person). An account that never proved its address is refused:
     * whoever set its password could be a stranger who registered someone else's address, and linking
     * would hand them the provider user's sign-ins. With no account, signs up through the one sign-up path.
     * From a shared presentation (`hash`, `user_token`) it lands in Received, as with a password.
     */
    async signIn(provider: SocialProvider, body: SocialSignIn, meta: RequestMeta) {
      const from = { meta, link: { hash: body.hash, user_token: body.user_token } };
      const profile = await profileOf(provider, body.access_token);
      const linked = await repo.findByProviderId(provider, profile.id);
      if (linked) return { ...(await signInLinked(linked.userId, linked.id, profile, from)), created: false };
      if (!profile.email) throw errors.noEmail(provider);
      if (!profile.emailVerified) throw errors.emailUnverified(provider);
      const holder = await users$.findUserByEmail(profile.email);
      if (holder) {
        if (!holder.emailVerifiedAt) throw errors.emailTakenUnverified();
        if (!holder.isActive) throw accountDisabled();
        await link(holder.id, provider, profile);
        return {
          ...(await accounts.signIn(await accounts.receive(holder, from.link), meta)),
          created: false,
        };
      }
      const user = await accounts.signUp.createAccount(
        {
          email: profile.email,
          passwordHash: null,
          provider,
          firstName: profile.firstName,
          lastName: profile.lastName,
          emailVerified: true,
          invite: body.invite,
        },
        async (tx, user) => {
          if (!(await createSocialAccountsRepository(tx).insert(row(user.id, provider, profile))))
            throw errors.linkedToAnotherUser();
          await receiveFromLink(tx, user.id, from.link);
        },
      );
      return { ...(await accounts.signIn(await accounts.afterLink(user, from.link), meta)), created: true };
    },

    async list(auth: Auth) {
      return presentSocialAccounts(await repo.listOfUser(auth.user.id), auth.user.passwordHash !== null);
    },

    /** Settings → Integrations: links the token's provider account to the signed-in user. */
    async link(auth: Auth, provider: SocialProvider, accessToken: string) {
      const profile = await profileOf(provider, accessToken);
      const holder = await repo.findByProviderId(provider, profile.id);
      if (holder && holder.userId !== auth.user.id) throw errors.linkedToAnotherUser();
      if (holder)
        await repo.touch(holder.id, {
          email: profile.email ?? '',
          pictureUrl: profile.pictureUrl,
          lastUsedAt: clock.now(),
        });
      else await link(auth.user.id, provider, profile);
      return this.list(auth);
    },

    /** Refused while it would leave no way to sign in; the user row is locked so two unlinks cannot both pass. */
    async unlink(auth: Auth, provider: SocialProvider) {
      await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, auth.user.id)).for('update');
        const txRepo = createSocialAccountsRepository(tx);
        const linked = await txRepo.listOfUser(auth.user.id);
        if (!user || !linked.some((a) => a.provider === provider)) throw errors.notLinked();
        const others = linked.filter((a) => a.provider !== provider);
        if (!user.passwordHash && others.length === 0) throw errors.lastSignInMethod(provider);
        await txRepo.remove(user.id, provider);
        await txRepo.setUserProvider(user.id, user.passwordHash ? null : (others[0]?.provider ?? null));
      });
      const fresh = await users$.findUserById(auth.user.id);
      return presentSocialAccounts(await repo.listOfUser(auth.user.id), Boolean(fresh?.passwordHash));
    },

    /** POST /get-user-email: the address of a Facebook token, checked with the Graph API first. */
    async emailOf(accessToken: string) {
      const profile = await profileOf('facebook', accessToken);
      if (!profile.email) throw errors.noEmail('facebook');
      return { email: profile.email };
    },

    providers() {
      return {
        google: settings.google
          ? { client_id: settings.google.clientId, script_url: settings.google.scriptUrl }
          : null,
        facebook: settings.facebook
          ? {
              app_id: settings.facebook.appId,
              sdk_url: settings.facebook.sdkUrl,
              version: FACEBOOK_SDK.version,
            }
          : null,
      };
    },
  };
}

export type SocialSignInService = ReturnType<typeof createSocialSignInService>;
