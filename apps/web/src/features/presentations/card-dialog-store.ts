import { create } from 'zustand';
import { registerReset } from '../../lib/client-state.ts';
import type { Presentation } from './types.ts';

/** The dialogs a card action opens: confirm permanent delete, choose a team, choose a folder. */
export type CardDialog = { kind: 'purge' | 'template' | 'folder'; item: Presentation };

type CardDialogState = { dialog: CardDialog | null };

export const useCardDialog = create<CardDialogState>(() => ({ dialog: null }));

export const openCardDialog = (dialog: CardDialog) => useCardDialog.setState({ dialog });
export const closeCardDialog = () => useCardDialog.setState({ dialog: null });

registerReset(closeCardDialog);
