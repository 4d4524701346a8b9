import { useNavigate } from 'react-router';
import { useLogout } from '../../features/accounts/api.ts';

/** Sign out: the server revokes the session, the client forgets the user, then /login. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  return {
    pending: logout.isPending,
    // The menu that called this unmounts as soon as the user is forgotten, so the promise (not a
    // mutate callback, which would be dropped) leads to /login. A failed call still signs out locally.
    signOut: () =>
      logout
        .mutateAsync()
        .catch(() => undefined)
        .then(() => navigate('/login', { replace: true })),
  };
}
