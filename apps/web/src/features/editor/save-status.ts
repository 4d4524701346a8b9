import { create } from 'zustand';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';

/** The toast after each successful save (spec §8). */
export const SAVED_MESSAGE = 'Changes Saved';

type SaveState = { active: number; begin: () => void; end: () => void; reset: () => void };

/** How many saves are on their way, for the editor's "Saving…" line. */
export const useSaveStatus = create<SaveState>((set) => ({
  active: 0,
  begin: () => set((s) => ({ active: s.active + 1 })),
  end: () => set((s) => ({ active: Math.max(0, s.active - 1) })),
  reset: () => set({ active: 0 }),
}));

/**
 * Edits typed but not sent yet (the autosave pause) count as a save on its way, so the status line
 * does not say 'All changes saved' before the server has them.
 */
export function markWaiting(waiting: boolean) {
  const { begin, end } = useSaveStatus.getState();
  if (waiting) begin();
  else end();
}

/** One toast, refreshed rather than stacked while the user keeps editing. */
export const notifySaved = () => notify.success(SAVED_MESSAGE, { id: 'changes-saved' });

const FIELDS = [
  'website',
  'title',
  'description',
  'contact',
  'attributes',
  'positionList',
  'logo',
  'background',
];

/** The server's message for a failed save, or the toaster's default error text. */
export const notifySaveError = (error: unknown) => notify.error(firstMessage(error, FIELDS));

/** Runs a save while the status shows it, then toasts 'Changes Saved' or the error. Resolves to success. */
export async function trackSave<T>(save: () => Promise<T>, { toastErrors = true, toastSaved = true } = {}) {
  const { begin, end } = useSaveStatus.getState();
  begin();
  try {
    const result = await save();
    if (toastSaved) notifySaved();
    return result;
  } catch (error) {
    if (toastErrors) notifySaveError(error);
    throw error;
  } finally {
    end();
  }
}
