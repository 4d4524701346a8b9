import { hasPremiumAccess } from '@folio/shared';
import { create } from 'zustand';
import type { ApiErrorBody } from '../../lib/api.ts';
import { registerReset } from '../../lib/client-state.ts';
import type { User } from '../accounts/types.ts';

/** Favorites, folders and saved contacts: premium users, and everyone during the trial. */
export const canUsePremium = (user: Pick<User, 'role' | 'isTrialActive'> | null) =>
  user !== null && hasPremiumAccess({ role: user.role, is_trial_active: user.isTrialActive });

/** The server's refusal of a premium feature: 403 { detail, code: 'premium_required' }. */
export const isPremiumRequired = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as ApiErrorBody).code === 'premium_required';

type UpgradeState = { open: boolean; setOpen: (open: boolean) => void };

/** Whether the upgrade dialog is open; any screen or failed call may open it. */
export const useUpgradeDialog = create<UpgradeState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

export const openUpgradeDialog = () => useUpgradeDialog.getState().setOpen(true);

registerReset(() => useUpgradeDialog.setState({ open: false }));
