import { meQueryOptions } from '@web/features/auth/api/get-me';
import { preload } from '../preload';
import { RequireRole } from './require-role';

export const loader = () => preload([meQueryOptions()]);

export function Component() {
  return <RequireRole role="seeker" />;
}
