import type {
  AuthResponse as AuthResponseWire,
  InviteLookup as InviteLookupWire,
  User as UserWire,
} from '@folio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Camelize, toFormData } from '../../lib/api.ts';
import { clearClientState } from '../../lib/client-state.ts';
import { accountKeys, announcementsQuery, featureFlagsQuery, userQuery } from './queries.ts';
import type { FromSharedLink } from './shared-link.ts';
import type { AuthResponse, User } from './types.ts';

export { accountKeys } from './queries.ts';

type Detail = { detail: string };

export const useUser = () => useQuery(userQuery).data ?? null;
export const useFeatureFlags = () => useQuery(featureFlagsQuery).data;
export const useAnnouncements = () => useQuery(announcementsQuery);

/** Stores the user that a sign-in, sign-up or set-password answer carries. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (answer: AuthResponse) => queryClient.setQueryData(accountKeys.user, answer.user);
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: { email: string; password: string } & FromSharedLink) =>
      api<AuthResponseWire>('/auth/login', { method: 'POST', body }),
    onSuccess: signedIn,
  });
}

export type RegisterInput = FromSharedLink & {
  email: string;
  password: string;
  /** Sent as password2: the server checks the two match. */
  confirmPassword: string;
  firstName?: string;
  lastName?: string;
  invite?: string;
  fpr?: string;
  rr?: string;
  hubspotutk?: string;
};

export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: ({ password, confirmPassword, email, ...rest }: RegisterInput) =>
      api<AuthResponseWire>('/register', {
        method: 'POST',
        body: {
          ...rest,
          email: email.trim().toLowerCase(),
          password1: password,
          password2: confirmPassword,
        },
      }),
    onSuccess: signedIn,
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/auth/logout', { method: 'POST' }),
    onSettled: () => clearClientState(queryClient),
  });
}

export const useInviteLookup = () =>
  useMutation({
    mutationFn: (invite: string) =>
      api<InviteLookupWire>('/user/my-invite/', { method: 'POST', body: { invite } }),
  });

export const usePasswordReset = () =>
  useMutation({
    mutationFn: (email: string) =>
      api<Detail>('/password/reset', { method: 'POST', body: { email: email.trim().toLowerCase() } }),
  });

/** POST /api/password/reset/validate: whether the e-mail's link still works (it is not used up). */
export const usePasswordResetLink = (link: { uid: string; token: string }) =>
  useQuery({
    queryKey: accountKeys.resetLink(link.uid, link.token),
    queryFn: () => api<Detail>('/password/reset/validate', { method: 'POST', body: link }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const usePasswordResetConfirm = () =>
  useMutation({
    mutationFn: (body: { uid: string; token: string; newPassword1: string; newPassword2: string }) =>
      api<Detail>('/password/reset/confirm', { method: 'POST', body }),
  });

export function useSetupPassword() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: { password1: string; password2: string }) =>
      api<AuthResponseWire>('/setup/password', { method: 'POST', body }),
    onSuccess: signedIn,
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: { oldPassword: string; newPassword1: string; newPassword2: string }) =>
      api<Detail>('/change-password', { method: 'POST', body }),
  });

export type UserUpdateInput = Partial<Camelize<UserWire>> & { pictureFile?: Blob };

/** PATCH /api/user: JSON, or multipart when a picture file is sent. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pictureFile, ...fields }: UserUpdateInput) => {
      if (!pictureFile) return api<UserWire>('/user', { method: 'PATCH', body: fields });
      const strings = Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k, v == null ? v : String(v)]),
      );
      const form = toFormData({ ...strings, picture: pictureFile });
      return api<UserWire>('/user', { method: 'PATCH', body: form });
    },
    onSuccess: (user: User) => queryClient.setQueryData(accountKeys.user, user),
  });
}

/** POST /api/user/verify-email: the 6-digit code; answers the user, now verified. */
export function useVerifyEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<UserWire>('/user/verify-email', { method: 'POST', body: { code } }),
    onSuccess: (user: User) => queryClient.setQueryData(accountKeys.user, user),
  });
}

/** POST /api/verify-email: the link's token, with or without a session. */
export function useVerifyEmailLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api<Detail>('/verify-email', { method: 'POST', body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.user }),
  });
}

/** POST /api/user/email: a new address, applied once verified; answers what was sent. */
export const useChangeEmail = () =>
  useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api<Detail>('/user/email', { method: 'POST', body }),
  });

/** POST /api/user/verify-email/resend: a new link and code; answers where they went. */
export const useResendVerification = () =>
  useMutation({ mutationFn: () => api<Detail>('/user/verify-email/resend', { method: 'POST' }) });
