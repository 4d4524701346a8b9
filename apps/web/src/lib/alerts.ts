import { create } from 'zustand';
import { registerReset } from './client-state.ts';

export type AlertTone = 'success' | 'error' | 'info' | 'warning';

export type Alert = {
  message: string;
  tone?: AlertTone;
  /** Closes by itself after this many milliseconds; stays until closed when absent. */
  timer?: number;
  /** In the normal flow under the header, or pinned to the bottom of the window. */
  placement?: 'flow' | 'bottom';
  /** Hides the tone's icon when false. */
  icon?: boolean;
};

/** Spec §9: the alert timers of the profile modal run for 2 s. */
export const ALERT_TIMER_MS = 2000;

type AlertBarState = {
  alert: (Alert & { key: number }) | null;
  show: (alert: Alert) => void;
  close: () => void;
};

let counter = 0;

/** The global alert bar: one message at a time, opened and closed from anywhere. */
export const useAlertBar = create<AlertBarState>((set) => ({
  alert: null,
  show: (alert) => set({ alert: { ...alert, key: ++counter } }),
  close: () => set({ alert: null }),
}));

registerReset(() => useAlertBar.setState({ alert: null }));
