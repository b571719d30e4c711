import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's error screen, with the spec's heading and a way home. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      {detail && <p className="text-muted">{detail}</p>}
      <p className="text-muted">Something went wrong while showing this page. Please try again.</p>
      <a className="font-semibold text-leaf-800 underline" href="/">
        Return to Home
      </a>
    </main>
  );
}
