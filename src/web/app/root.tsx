import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import type { Toaster as SonnerToaster } from 'sonner';
import { toaster } from '@web/lib/notify';
import { OfflineBanner } from './pwa/offline-banner';
import { UpdatePrompt } from './pwa/update-prompt';
import { firstScreenShown } from './first-screen';
import { useScreenChange } from './screen-change';

// sonner is loaded with the first toast of a visit (lib/notify), which waits until it is mounted.
const Toaster = lazy(() =>
  import('sonner').then((m) => ({
    default: function MountedToaster(props: ComponentProps<typeof SonnerToaster>) {
      useEffect(() => toaster.mounted(), []);
      useEffect(keepToastsOutOfTabOrder, []);
      return <m.Toaster {...props} />;
    },
  })),
);

/**
 * Toasts are read out as they come (sonner's live region) and every error is also said on the
 * screen, so their items and close buttons leave the Tab order: they would sit after the page's
 * last link, between a keyboard user and nothing. Sonner's hotkey (Alt+T) still reaches them.
 */
function keepToastsOutOfTabOrder() {
  const region = document.querySelector('section[aria-label^="Notifications"]');
  if (!region) return;
  const untab = () => {
    for (const el of region.querySelectorAll('[data-sonner-toast],[data-close-button]')) {
      if (el.getAttribute('tabindex') !== '-1') el.setAttribute('tabindex', '-1');
    }
  };
  const observer = new MutationObserver(untab);
  observer.observe(region, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['tabindex'],
  });
  untab();
  return () => observer.disconnect();
}

// On a phone the bottom of the screen holds each page's main buttons (swipe actions, Next,
// Save); toasts there would cover them, so phones get them at the top instead.
const PHONE = '(max-width: 600px)';
function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isPhone = () => window.matchMedia(PHONE).matches;

export function Root() {
  const navigation = useNavigation();
  // The splash screen registers no service worker: its first visit stays light.
  const pastSplash = useLocation().pathname !== '/splash';
  const phone = useSyncExternalStore(subscribe, isPhone, () => false);
  const toastsWanted = useSyncExternalStore(toaster.subscribe, toaster.wanted, () => false);
  useEffect(firstScreenShown, []);
  useScreenChange();
  return (
    <>
      {navigation.state === 'loading' && (
        <div
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-leaf-600"
          role="progressbar"
          aria-label="Loading page"
        />
      )}
      <OfflineBanner />
      <Outlet />
      {/* The splash stays as light as a first visit can be: the service worker (and the
          app it precaches) waits until the visitor goes on. */}
      {pastSplash && <UpdatePrompt />}
      {toastsWanted && (
        <Suspense fallback={null}>
          {/* Plain colours (dark text on white, a coloured edge) keep every toast readable:
              sonner's rich colours fall below WCAG contrast. */}
          <Toaster
            position={phone ? 'top-center' : 'bottom-right'}
            containerAriaLabel="Notifications"
            closeButton
            toastOptions={{
              classNames: {
                toast: '!text-gray-900 !border-gray-300',
                description: '!text-gray-700',
                error: '!border-l-4 !border-l-red-700',
                success: '!border-l-4 !border-l-leaf-700',
              },
            }}
          />
        </Suspense>
      )}
    </>
  );
}
