import { lazy, Suspense, useEffect, useState } from 'react';

// The card (and the Button it uses) loads only when a new version is waiting: the entry stays light.
const UpdateCard = lazy(() => import('./update-card'));

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long after the page has loaded the service worker is registered: it then downloads the
 * whole app for offline use (about 1 MB), which on a slow phone network would compete with the
 * first screen's images and follow-up requests.
 */
const AFTER_LOAD_MS = 5_000;

/**
 * Registers the service worker a few seconds after the page has loaded (its code stays out of
 * the first download) and, when a new version has been deployed, offers to reload into it. The
 * new version waits until the user says so, so nothing half-typed is lost to a surprise reload.
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<((reload?: boolean) => Promise<void>) | null>(null);

  useEffect(() => {
    // (Under `vite dev` the plugin's register module does nothing.)
    if (!('serviceWorker' in navigator)) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const register = async () => {
      const { registerSW } = await import('virtual:pwa-register');
      const updateSW = registerSW({
        onNeedRefresh: () => setUpdate(() => updateSW),
        // Tabs left open for days still hear about new versions.
        onRegisteredSW: (_url, registration) => {
          if (registration) timer = setInterval(() => void registration.update(), HOUR_MS);
        },
      });
    };
    let wait: ReturnType<typeof setTimeout> | undefined;
    const later = () => (wait = setTimeout(() => void register(), AFTER_LOAD_MS));
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      clearTimeout(wait);
      clearInterval(timer);
    };
  }, []);

  if (!update) return null;
  return (
    <Suspense fallback={null}>
      <UpdateCard onLater={() => setUpdate(null)} onReload={() => void update(true)} />
    </Suspense>
  );
}
