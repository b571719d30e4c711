import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Briefcase, Search } from 'lucide-react';
import type { Role } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Logo } from '@web/components/ui/logo';
import { appConfigQueryOptions } from '@web/features/auth/api/get-app-config';
import { HelpCard } from '@web/features/auth/components/help-card';
import { STORAGE_KEYS, storage } from '@web/lib/storage';
import { roleLabel } from '@shared/rules/format';
import { preload } from '../preload';

/** The help card's contacts come with the screen, not after it. */
export const loader = () => preload([appConfigQueryOptions()]);

export function Component() {
  const navigate = useNavigate();
  const navigating = useRef(false);
  const choose = (role: Role) => {
    // Repeated clicks are ignored while navigating.
    if (navigating.current) return;
    navigating.current = true;
    storage.set(STORAGE_KEYS.selectedRole, role);
    navigate('/auth', { state: { role, mode: 'signup' } });
  };
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col gap-5 p-5">
      <div className="flex flex-col items-center gap-3 pt-4 text-center">
        <Logo className="h-16 w-16" />
        <h1 className="text-2xl font-bold">Choose how you'd like to get started</h1>
      </div>
      <Card className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <span className="rounded-xl bg-leaf-100 p-3 text-leaf-800">
            <Search aria-hidden className="h-6 w-6" />
          </span>
          <h2 className="text-lg font-bold">I'm Looking for Work</h2>
        </div>
        <p className="text-muted">
          Build your profile, choose what you share, and swipe on jobs with inclusive employers.
        </p>
        <Button onClick={() => choose('seeker')}>{`Get Started as ${roleLabel('seeker')}`}</Button>
      </Card>
      <Card className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <span className="rounded-xl bg-leaf-100 p-3 text-leaf-800">
            <Briefcase aria-hidden className="h-6 w-6" />
          </span>
          <h2 className="text-lg font-bold">I'm Hiring</h2>
        </div>
        <p className="text-muted">Post jobs and meet motivated people ready for a fresh start.</p>
        <Button onClick={() => choose('hirer')}>{`Get Started as ${roleLabel('hirer')}`}</Button>
      </Card>
      <HelpCard />
      <Button variant="ghost" onClick={() => navigate('/splash')}>
        Back to Start
      </Button>
    </main>
  );
}
