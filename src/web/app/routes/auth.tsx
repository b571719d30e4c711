import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { isRole, isSocialProvider, SOCIAL_PROVIDER_LABELS, type Role } from '@shared/options/auth';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Logo } from '@web/components/ui/logo';
import { appConfigQueryOptions } from '@web/features/auth/api/get-app-config';
import { useSignIn } from '@web/features/auth/api/sign-in';
import { useSignUp } from '@web/features/auth/api/sign-up';
import { SocialButtons } from '@web/features/auth/components/social-buttons';
import { FieldMessage, fieldA11y } from '@web/components/ui/error-summary';
import { ApiError, errorMessage } from '@web/lib/api-client';

import { intendedJob, intendedJobPath } from '@web/lib/intended-job';
import { notify } from '@web/lib/notify';
import { STORAGE_KEYS, storage } from '@web/lib/storage';
import { roleLabel } from '@shared/rules/format';
import { preload } from '../preload';

type Mode = 'login' | 'signup';
interface AuthState {
  mode?: Mode;
  role?: Role;
  from?: string;
}
const REDIRECT_DELAY_MS = 100;

// What the screen needs only once it is used (zod, the dialog, the signed-in frame's session
// and homes) loads then, so the first render waits for none of it.
const ForgotPasswordDialog = lazy(() =>
  import('@web/features/auth/components/forgot-password-dialog').then((m) => ({
    default: m.ForgotPasswordDialog,
  })),
);

type Entries = { email: string; password: string };
type Field = keyof Entries;
/** An entry's error, said under its field (and in the spec's toast). */
type FieldErrors = Partial<Record<Field, string>>;

/** The field a refusal of the server is about: a taken address, or a wrong pair (the password). */
const fieldOfCode = (code: string | undefined): Field => (code === 'EMAIL_TAKEN' ? 'email' : 'password');

/**
 * The entries as the contract the server checks reads them (sign-up's without the role, which
 * comes from the role chosen before), or its first message when they fail it.
 */
async function checkEntries(
  mode: Mode,
  entries: Entries,
): Promise<{ ok: Entries } | { refused: string; field: Field }> {
  const { signInSchema, signUpSchema } = await import('@shared/contracts/auth');
  const checked = (mode === 'signup' ? signUpSchema.omit({ role: true }) : signInSchema).safeParse(entries);
  if (checked.success) return { ok: checked.data };
  const issue = checked.error.issues[0];
  return {
    refused: issue?.message ?? 'An error occurred',
    field: issue?.path[0] === 'email' ? 'email' : 'password',
  };
}

export const loader = () => preload([appConfigQueryOptions()]);

export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as AuthState;
  // Sent here from a job's page (the public page's "Apply on NewLeaf"): most who follow it are
  // new, so sign up as a job seeker first; "Log in" is one tap away.
  const fromJob = intendedJobPath(state.from);
  const [mode, setMode] = useState<Mode>(fromJob ? 'signup' : (state.mode ?? 'login'));
  const storedRole = state.role ?? (fromJob ? 'seeker' : storage.get(STORAGE_KEYS.selectedRole));
  const role = isRole(storedRole) ? storedRole : undefined;
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const forgotButton = useRef<HTMLButtonElement>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const signIn = useSignIn();
  const signUp = useSignUp();
  const loading = signIn.isPending || signUp.isPending;
  // The job is kept through sign-up and setup, or sign-in, and opened after them.
  const [jobChosen] = useState(() => intendedJob.remember(state.from) ?? intendedJob.peek());
  const jobNote =
    jobChosen && (mode === 'login' || role !== 'hirer')
      ? mode === 'login'
        ? "Log in to apply for this job: we'll take you back to it."
        : "Sign up to apply for this job: we'll take you back to it once your profile is set up."
      : null;

  useEffect(() => {
    const failed = params.get('social_error');
    if (isSocialProvider(failed)) {
      notify.error(
        'Error',
        `Failed to authenticate with ${SOCIAL_PROVIDER_LABELS[failed]}. Please try again.`,
      );
    }
  }, [params]);

  const title = mode === 'login' ? 'Log In' : `${roleLabel(role === 'hirer' ? 'hirer' : 'seeker')} Sign Up`;

  /** Each error under its field, the first field focused, and the spec's toast as well. */
  const refuse = (title: string, found: FieldErrors, said = Object.values(found).join(' ')) => {
    setErrors(found);
    notify.error(title, said);
    const first = found.email !== undefined ? emailInput.current : passwordInput.current;
    first?.focus();
  };

  const send = async (entries: Entries) => {
    // The same contracts as the server's, so their messages are said before a round trip.
    const checked = await checkEntries(mode, entries);
    if ('refused' in checked) {
      refuse('Authentication Error', { [checked.field]: checked.refused });
      return;
    }
    const { email, password } = checked.ok;
    try {
      const [{ meQueryOptions }, { homeFor, setupFor }] = await Promise.all([
        import('@web/features/auth/api/get-me'),
        import('@web/features/auth/home-for'),
      ]);
      if (mode === 'signup' && role) {
        await signUp.mutateAsync({ email, password, role });
        notify.success('Success', 'Account created successfully!');
        // A seeker's setup ends on the job kept (final step); an employer has no use for it.
        if (role !== 'seeker') intendedJob.forget();
        setTimeout(() => navigate(setupFor(role), { replace: true }), REDIRECT_DELAY_MS);
      } else {
        await signIn.mutateAsync({ email, password });
        const { user } = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
        notify.success('Success', 'Welcome back!');
        if (!user) return;
        const back = state.from && !state.from.startsWith('/auth') ? state.from : undefined;
        let target = back ?? (user.hasProfile ? homeFor(user.role) : setupFor(user.role));
        if (user.role !== 'seeker') intendedJob.forget();
        // A seeker goes to the job kept, after their setup when it is not done.
        else if (intendedJob.peek())
          target = user.hasProfile ? (intendedJob.take() ?? target) : setupFor('seeker');
        setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
      }
    } catch (err) {
      const code = err instanceof ApiError ? err.code : undefined;
      if (code === 'NETWORK' || (err instanceof ApiError && err.status >= 500)) {
        notify.error('Authentication Error', errorMessage(err));
      } else {
        refuse('Authentication Error', { [fieldOfCode(code)]: errorMessage(err) });
      }
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const entries = { email: emailInput.current?.value ?? '', password: passwordInput.current?.value ?? '' };
    setErrors({});
    // Blanks and a missing role are answered before the contract, in the spec's words.
    if (!entries.email.trim() || !entries.password) {
      refuse(
        'Error',
        {
          ...(!entries.email.trim() && { email: 'Enter your email address' }),
          ...(!entries.password && { password: 'Enter your password' }),
        },
        'Please enter both email and password',
      );
      return;
    }
    if (mode === 'signup' && !role) {
      notify.error('Error', 'Please select a role first');
      navigate('/role-selection');
      return;
    }
    void send(entries);
  };

  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col gap-5 p-5">
      <div className="flex items-center">
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="-ml-2 rounded-xl p-2 hover:bg-leaf-50"
          aria-label="Back"
        >
          <ArrowLeft aria-hidden className="h-6 w-6" />
        </button>
      </div>
      <div className="flex flex-col items-center gap-2 text-center">
        <Logo className="h-14 w-14" />
        <h1 className="text-2xl font-bold">{title}</h1>
        {jobNote && <p className="rounded-xl bg-leaf-50 px-3 py-2 text-ink">{jobNote}</p>}
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div>
          <Label htmlFor="email">Email</Label>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            ref={emailInput}
            {...fieldA11y('email', errors.email)}
          />
          <FieldMessage id="email-error" message={errors.email} />
        </div>
        <div>
          <Label htmlFor="password">Password</Label>
          <Input
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            {...fieldA11y('password', errors.password, mode === 'signup' ? 'password-hint' : undefined)}
            ref={passwordInput}
          />
          <FieldMessage id="password-error" message={errors.password} />
          {mode === 'signup' && (
            <p id="password-hint" className="mt-1 text-sm text-muted">
              At least 8 characters, with a letter and a number.
            </p>
          )}
        </div>
        {mode === 'login' && (
          <div className="-mt-2 text-right">
            <Button
              variant="link"
              type="button"
              ref={forgotButton}
              aria-haspopup="dialog"
              onClick={() => setForgotOpen(true)}
            >
              Forgot Password?
            </Button>
            {forgotOpen && (
              <Suspense fallback={null}>
                <ForgotPasswordDialog
                  defaultEmail={emailInput.current?.value ?? ''}
                  onClose={() => setForgotOpen(false)}
                  trigger={forgotButton}
                />
              </Suspense>
            )}
          </div>
        )}
        <Button type="submit" disabled={loading}>
          {loading ? 'Please wait...' : mode === 'login' ? 'Log In' : 'Sign Up'}
        </Button>
      </form>
      <p className="text-center">
        {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
        <Button
          variant="link"
          type="button"
          onClick={() => {
            setErrors({});
            setMode(mode === 'login' ? 'signup' : 'login');
          }}
        >
          {mode === 'login' ? 'Sign up' : 'Log in'}
        </Button>
      </p>
      <SocialButtons role={role} />
    </main>
  );
}
