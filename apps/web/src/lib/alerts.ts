import type { ReactNode } from 'react';
import { create } from 'zustand';
import { registerReset } from './client-state.ts';

export type AlertTone = 'success' | 'error' | 'info' | 'warning';

export type Alert = {
  message: string;
  tone?: AlertTone;
  /** Closes by itself after this many milliseconds (ALERT_DEFAULT_TIMER_MS when absent); null: stays until closed. */
  timer?: number | null;
  /** In the normal flow under the header, or pinned to the bottom of the window. */
  placement?: 'flow' | 'bottom';
  /** Hides the tone's icon when false. */
  icon?: boolean;
};

/** Spec §9: the alert timers of the profile modal run for 2 s. */
export const ALERT_TIMER_MS = 2000;
/** Spec §9: an alert without its own timer closes after 5000 ms. */
export const ALERT_DEFAULT_TIMER_MS = 5000;

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

/**
 * The modal alert (spec accounts §3): a message (or richer content) with a button that closes it (and
 * runs `onClick`) and, when `successLabel` is given, a success button that runs `onSuccessClick` and
 * closes it. It closes by itself only when it has a timer.
 */
export type ModalAlert = {
  title: string;
  message: string;
  content?: ReactNode;
  type?: AlertTone;
  buttonLabel?: string;
  onClick?: () => void;
  successLabel?: string;
  onSuccessClick?: () => void;
  timer?: number;
};

type ModalAlertState = {
  alert: (ModalAlert & { key: number }) | null;
  open: (alert: ModalAlert) => void;
  close: () => void;
};

export const useModalAlert = create<ModalAlertState>((set) => ({
  alert: null,
  open: (alert) => set({ alert: { ...alert, key: ++counter } }),
  close: () => set({ alert: null }),
}));

registerReset(() => {
  useAlertBar.setState({ alert: null });
  useModalAlert.setState({ alert: null });
});
