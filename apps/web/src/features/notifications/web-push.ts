import type { WebPushSubscriptionInput } from '@folio/shared';
import { api, type Camelize } from '../../lib/api.ts';

/** Spec §8 push messages; spec §9: the push prompt's toasts last 3000 ms. */
export const PUSH_TEXTS = {
  denied: 'You have to allow notifications on your browser settings',
  unsupported: 'This browser does not support notifications',
} as const;
export const PUSH_TOAST_MS = 3000;

/** This browser's subscription id on the server, so that turning push off removes this one. */
const SUBSCRIPTION_ID_KEY = 'folio.web-push-subscription';

/** The service worker that shows pushes, served at the site root so its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/** POST /api/web-push/subscriptions answers the subscription's id and the user's push fields. */
type SubscriptionWire = { id: number; web_push_notifications: boolean; onesignal_player_id: string | null };
export type SubscribedUser = Camelize<SubscriptionWire>;
export type PushOutcome =
  | { result: 'subscribed'; saved: SubscribedUser }
  | { result: 'denied' | 'unsupported' };

export const supportsPush = () =>
  typeof window.Notification === 'function' &&
  typeof window.PushManager === 'function' &&
  Boolean(navigator.serviceWorker);

/** A VAPID key as base64url → the bytes pushManager.subscribe takes. */
export function urlBase64ToUint8Array(base64url: string) {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

const sameKey = (key: ArrayBuffer | null, wanted: Uint8Array) => {
  if (!key) return false;
  const bytes = new Uint8Array(key);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
};

/**
 * Asks the browser for permission, subscribes with the server's VAPID key through the service worker
 * and saves the subscription; the answer carries the user's web_push_notifications and its id.
 */
export async function subscribeToPush(): Promise<PushOutcome> {
  if (!supportsPush()) return { result: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { result: 'denied' };
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await api<{ public_key: string }>('/web-push/public-key');
  const applicationServerKey = urlBase64ToUint8Array(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey,
    });
  } catch (error) {
    // The push service can refuse after the prompt said yes (a blocked site, Chrome's private windows).
    if (error instanceof DOMException && error.name === 'NotAllowedError') return { result: 'denied' };
    throw error;
  }
  const body = subscription.toJSON() as WebPushSubscriptionInput;
  const saved = await api<SubscriptionWire>('/web-push/subscriptions', { method: 'POST', body });
  localStorage.setItem(SUBSCRIPTION_ID_KEY, String(saved.id));
  return { result: 'subscribed', saved };
}

/**
 * Turns push off in this browser: the browser forgets its subscription, and the server removes it
 * (this browser's id, else the user's newest). Answers the user's fields after it, or null when the
 * server knew no subscription to remove.
 */
export async function unsubscribeFromPush(fallbackId: string | null): Promise<SubscribedUser | null> {
  const registration = await navigator.serviceWorker?.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
  const id = localStorage.getItem(SUBSCRIPTION_ID_KEY) ?? fallbackId;
  localStorage.removeItem(SUBSCRIPTION_ID_KEY);
  if (!id) return null;
  return api<SubscriptionWire>(`/web-push/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
