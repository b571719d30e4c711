import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Menu, LogOut } from 'lucide-react';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { Logo } from '@web/components/ui/logo';
import { useMe } from '@web/features/auth/api/get-me';
import { signOut } from '@web/features/auth/api/sign-out';
import { homeFor } from '@web/features/auth/home-for';
import { VerifyEmailBanner } from '@web/features/auth/components/verify-email-banner';
import type { Role } from '@shared/contracts/auth';
import { useUnreadCounts } from '@web/features/messaging/api/queries';
import { NoticeList } from '@web/features/notices/components/notice-list';
import { useLiveUpdates } from './live-updates';

const MENU: Record<Role, { to: string; label: string }[]> = {
  hirer: [
    { to: '/hirer-dashboard', label: 'Dashboard' },
    { to: '/hirer-jobs', label: 'Jobs' },
    { to: '/hirer-applicants', label: 'Applicants' },
    { to: '/hirer-discover', label: 'Discover' },
    { to: '/hirer-messages', label: 'Messages' },
  ],
  seeker: [
    { to: '/seeker-dashboard', label: 'Home' },
    { to: '/seeker-search', label: 'Discover' },
    { to: '/seeker-applications', label: 'Applications' },
    { to: '/seeker-messages', label: 'Messages' },
    { to: '/seeker-profile', label: 'Profile' },
  ],
};

const MODERATION = { to: '/moderation', label: 'Moderation' };

/** The signed-in frame: a top bar with the side menu (spec 02, "Side menu"). */
export function AppShell({ children }: { children: ReactNode }) {
  const { data } = useMe();
  const user = data?.user ?? null;
  const [open, setOpen] = useState(false);
  useLiveUpdates(Boolean(user));
  const unread = useUnreadCounts(Boolean(user)).data?.messages ?? 0;
  return (
    <div className="mx-auto min-h-screen max-w-2xl">
      <header className="sticky top-0 z-30 flex items-center gap-2 border-b border-gray-200 bg-white/95 px-3 py-2 backdrop-blur">
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger
            className="relative rounded-xl p-2 hover:bg-leaf-50"
            aria-label={unread > 0 ? `Open menu, ${unread} unread messages` : 'Open menu'}
          >
            <Menu aria-hidden className="h-6 w-6" />
            {unread > 0 && (
              <span aria-hidden className="absolute top-1 right-1 h-2.5 w-2.5 rounded-full bg-red-700" />
            )}
          </DialogTrigger>
          <DialogContent title="Menu" side="left">
            {user ? (
              <nav aria-label="Main">
                <ul className="flex flex-col gap-1">
                  {[...MENU[user.role], ...(user.moderator ? [MODERATION] : [])].map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        onClick={() => setOpen(false)}
                        className={({ isActive }) =>
                          `block rounded-xl px-3 py-3 font-semibold ${isActive ? 'bg-leaf-100 text-leaf-900' : 'hover:bg-gray-100'}`
                        }
                      >
                        {item.label}
                        {item.label === 'Messages' && unread > 0 && (
                          <span className="ml-2 rounded-full bg-leaf-800 px-2 py-0.5 text-xs font-bold text-white">
                            {unread}
                            <span className="sr-only"> unread</span>
                          </span>
                        )}
                      </NavLink>
                    </li>
                  ))}
                  <li className="mt-4 border-t border-gray-200 pt-4">
                    <button
                      type="button"
                      onClick={() => void signOut()}
                      className="flex w-full items-center gap-2 rounded-xl px-3 py-3 text-left font-semibold text-red-800 hover:bg-red-50"
                    >
                      <LogOut aria-hidden className="h-5 w-5" /> Log out
                    </button>
                  </li>
                </ul>
              </nav>
            ) : (
              <p>Please sign in to access the menu.</p>
            )}
          </DialogContent>
        </Dialog>
        <Link
          to={user ? homeFor(user.role) : '/'}
          className="flex items-center gap-2 font-bold text-leaf-900"
        >
          <Logo className="h-8 w-8" />
          NewLeaf
        </Link>
      </header>
      <main className="px-4 py-4">
        {user && !user.emailVerified && <VerifyEmailBanner email={user.email} role={user.role} />}
        <NoticeList enabled={Boolean(user)} />
        {children}
      </main>
    </div>
  );
}
