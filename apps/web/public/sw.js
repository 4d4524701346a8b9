/*
 * Folio's service worker, served at the site root so its scope is the whole app. It only shows the
 * pushes the server sends (spec §4 web push; payload { title, body, url, notification }) and, on a
 * click, focuses a tab already showing that address or opens one. It caches nothing.
 */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readPayload(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const id = payload.notification?.id;
  event.waitUntil(
    self.registration.showNotification(payload.title || 'Folio', {
      body: payload.body || '',
      icon: '/favicon.svg',
      tag: id === undefined ? undefined : `folio-notification-${id}`,
      data: { url: payload.url || '/' },
    }),
  );
});

async function openUrl(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === url);
  if (showing) return showing.focus();
  const ours = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (ours && 'navigate' in ours) {
    try {
      const navigated = await ours.navigate(url);
      if (navigated) return navigated.focus();
    } catch {
      // A tab this worker does not control cannot be navigated: open a new one instead.
    }
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin);
  const sameOrigin = url.origin === self.location.origin;
  event.waitUntil(openUrl(sameOrigin ? url.href : self.location.origin));
});
