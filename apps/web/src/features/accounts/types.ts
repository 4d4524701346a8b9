import type {
  Announcement as AnnouncementWire,
  AuthProviders as AuthProvidersWire,
  AuthResponse as AuthResponseWire,
  FeatureFlags,
  InviteLookup as InviteLookupWire,
  SocialAccounts as SocialAccountsWire,
  User as UserWire,
} from '@folio/shared';
import type { Camelize } from '../../lib/api.ts';

export type User = Camelize<UserWire>;
export type AuthResponse = Camelize<AuthResponseWire>;
export type InviteLookup = Camelize<InviteLookupWire>;
export type Announcement = Camelize<AnnouncementWire>;
export type Flags = Camelize<FeatureFlags>;
export type AuthProviders = Camelize<AuthProvidersWire>;
export type SocialAccounts = Camelize<SocialAccountsWire>;
