import { Outlet } from 'react-router';
import { unreadQueryOptions } from '@web/features/messaging/api/queries';
import { AppShell } from '../layout/app-shell';
import { preload } from '../preload';

/** The menu's unread badge. */
export const loader = () => preload([unreadQueryOptions()]);

export function Component() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
