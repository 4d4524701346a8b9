import { create } from 'zustand';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';

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

/**
 * Runs a save while the status line shows it. Success is quiet (the line turns to 'All changes saved'; a
 * toast after every autosave only distracted); a failure is toasted.
 */
export async function trackSave<T>(save: () => Promise<T>, { toastErrors = true } = {}) {
  const { begin, end } = useSaveStatus.getState();
  begin();
  try {
    return await save();
  } catch (error) {
    if (toastErrors) notifySaveError(error);
    throw error;
  } finally {
    end();
  }
}
