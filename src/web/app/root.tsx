import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import type { Toaster as SonnerToaster } from 'sonner';
import { toaster } from '@web/lib/notify';
import { OfflineBanner } from './pwa/offline-banner';
import { UpdatePrompt } from './pwa/update-prompt';
import { firstScreenShown } from './first-screen';

// sonner is loaded with the first toast of a visit (lib/notify), which waits until it is mounted.
const Toaster = lazy(() =>
  import('sonner').then((m) => ({
    default: function MountedToaster(props: ComponentProps<typeof SonnerToaster>) {
      useEffect(() => toaster.mounted(), []);
      return <m.Toaster {...props} />;
    },
  })),
);

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
