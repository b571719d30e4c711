import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

export function Component() {
  const location = useLocation();
  useEffect(() => {
    // The visit is logged so broken links can be found.
    void fetch('/api/client-events/not-found', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: location.pathname.slice(0, 500) }),
    }).catch(() => undefined);
  }, [location.pathname]);
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-6xl font-bold text-leaf-800" aria-hidden>
        404
      </p>
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <Link to="/" className="font-semibold text-leaf-800 underline underline-offset-2">
        Return to Home
      </Link>
    </main>
  );
}
