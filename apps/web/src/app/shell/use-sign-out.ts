import { useNavigate } from 'react-router';
import { useLogout } from '../../features/accounts/api.ts';

/** Sign out: the server revokes the session, the client forgets the user, then /login. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  return {
    pending: logout.isPending,
    signOut: () => logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) }),
  };
}
