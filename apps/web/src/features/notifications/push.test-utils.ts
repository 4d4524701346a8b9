import { vi } from 'vitest';

// A P-256 public key as the server's GET /api/web-push/public-key answers it (base64url, 65 bytes).
export const VAPID_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
export const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: {
    p256dh: 'BLc4xRzKlKORKWlbdgFaBrrPK3ydWAHo4M0gs0i1oEKgPpWC5cW8OCzVrOQRv-1npXRWk8udnW3oqmrmlq1Kz2U',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/** The browser's push APIs, stubbed for the test only (afterEach: removeServiceWorker). */
export function stubPushBrowser(permission: NotificationPermission) {
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => ({
    options: { applicationServerKey: null },
    toJSON: () => SUBSCRIPTION,
  }));
  const unsubscribe = vi.fn(async () => true);
  const getSubscription = vi.fn(
    async (): Promise<{
      options: { applicationServerKey: null };
      unsubscribe: () => Promise<boolean>;
    } | null> => null,
  );
  const registration = { pushManager: { getSubscription, subscribe } };
  const register = vi.fn(async () => registration);
  vi.stubGlobal(
    'Notification',
    class {
      static requestPermission = async () => permission;
      close() {}
    },
  );
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { register, subscribe, getSubscription, unsubscribe };
}

export const removeServiceWorker = () => Reflect.deleteProperty(navigator, 'serviceWorker');
