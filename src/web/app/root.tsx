import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';

// sonner is loaded after the first paint so the entry screens stay light.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function Root() {
  const navigation = useNavigation();
  // The splash screen shows no toasts; skipping the toaster there keeps the first visit light.
  const showToaster = useLocation().pathname !== '/splash';
  return (
    <>
      {navigation.state === 'loading' && (
        <div
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-leaf-600"
          role="progressbar"
          aria-label="Loading page"
        />
      )}
      <Outlet />
      {showToaster && (
        <Suspense fallback={null}>
          <Toaster position="bottom-right" containerAriaLabel="Notifications" richColors closeButton />
        </Suspense>
      )}
    </>
  );
}
