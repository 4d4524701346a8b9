import { MESSAGES } from '@folio/shared';
import { useEffect, useRef, useState } from 'react';
import { useInviteLookup } from './api.ts';
import type { InviteLookup } from './types.ts';

type InviteState = { locked: boolean; warning?: string; error?: string; pending: boolean };

/**
 * Looks up the `invite` of the sign-up address once (POST /api/user/my-invite/). The e-mail field is
 * locked whenever an invite is present; a failed lookup shows 'Something went wrong'.
 */
export function useInvite(invite: string | null, onFound: (found: InviteLookup) => void): InviteState {
  const { mutateAsync: lookUp } = useInviteLookup();
  const asked = useRef<string | null>(null);
  const [state, setState] = useState<InviteState>({ locked: Boolean(invite), pending: Boolean(invite) });
  const found = useRef(onFound);
  found.current = onFound;

  useEffect(() => {
    if (!invite || asked.current === invite) return;
    asked.current = invite;
    lookUp(invite)
      .then((answer) => {
        found.current(answer);
        setState({ locked: true, pending: false, warning: answer.message ?? undefined });
      })
      .catch(() => setState({ locked: true, pending: false, error: MESSAGES.somethingWentWrong }));
  }, [invite, lookUp]);

  return state;
}
