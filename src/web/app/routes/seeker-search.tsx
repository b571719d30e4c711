import { Navigate, useLocation } from 'react-router';

/** /seeker-search redirects, replacing history, to /seeker-discover (with the search it was given). */
export function Component() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/seeker-discover', search }} replace />;
}
