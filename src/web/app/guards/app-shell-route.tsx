import { Outlet } from 'react-router';
import { AppShell } from '../layout/app-shell';

export function Component() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
