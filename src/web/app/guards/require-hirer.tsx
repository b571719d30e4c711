import { RequireRole } from './require-role';

export function Component() {
  return <RequireRole role="hirer" />;
}
