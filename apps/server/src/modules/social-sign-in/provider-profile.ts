/** A person as a provider describes them, after it vouched for the access token. */
export type ProviderProfile = {
  /** Google's `sub`, Facebook's app-scoped user id. */
  id: string;
  email: string | null;
  /** Whether the provider says the person proved the address. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
};
