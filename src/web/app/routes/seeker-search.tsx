import { Navigate } from 'react-router';

/** /seeker-search redirects, replacing history, to /seeker-discover. */
export function Component() {
  return <Navigate to="/seeker-discover" replace />;
}
