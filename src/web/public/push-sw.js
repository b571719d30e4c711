/*
 * Push notifications (issue 34), in the service worker: the generated sw.js imports this file
 * (vite.config.ts, workbox.importScripts). A push's payload is JSON { title, body, url }, url a
 * path of this app (a saved search's new jobs); a tap opens it in an open NewLeaf window, or in
 * a new one.
 */

/** Only this app's own pages are opened; anything else opens the app's start. */
function appUrl(url) {
  try {
    const target = new URL(typeof url === 'string' && url ? url : '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL('/', self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

function payloadOf(data) {
  if (!data) return {};
  try {
    const json = data.json();
    return json && typeof json === 'object' ? json : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event.data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'NewLeaf';
  const url = appUrl(payload.url);
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/icons/icon-192.png',
      lang: 'en-GB',
      // A second push about the same page replaces the first instead of piling up.
      tag: url,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      // The app's windows this worker controls (all of them, since it claims them when it starts).
      const windows = await self.clients.matchAll({ type: 'window' });
      const open = windows.find((client) => client.focused) || windows[0];
      if (open) {
        try {
          const focused = await open.focus();
          // Focus first, while the tap still allows it; then the page (a full load of that address).
          if (focused && 'navigate' in focused) {
            await focused.navigate(url);
            return;
          }
        } catch {
          // Fall through to a new window.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
