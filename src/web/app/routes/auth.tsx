import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import {
  roleSchema,
  signInSchema,
  signUpSchema,
  SOCIAL_PROVIDER_LABELS,
  socialProviderSchema,
  type Role,
} from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Logo } from '@web/components/ui/logo';
import { useSignIn } from '@web/features/auth/api/sign-in';
import { useSignUp } from '@web/features/auth/api/sign-up';
import { meQueryOptions } from '@web/features/auth/api/get-me';
import { homeFor, setupFor } from '@web/features/auth/home-for';
import { SocialButtons } from '@web/features/auth/components/social-buttons';
import { ForgotPasswordDialog } from '@web/features/auth/components/forgot-password-dialog';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { STORAGE_KEYS, storage } from '@web/lib/storage';
import { firstErrorMessage, useContractForm } from '@web/lib/use-contract-form';
import { roleLabel } from '@shared/rules/format';

type Mode = 'login' | 'signup';
interface AuthState {
  mode?: Mode;
  role?: Role;
  from?: string;
}
const REDIRECT_DELAY_MS = 100;
/** Sign-up's contract without the role, which comes from the role chosen before, not the form. */
const signUpFormSchema = signUpSchema.omit({ role: true });
type Credentials = { email: string; password: string };

export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as AuthState;
  const [mode, setMode] = useState<Mode>(state.mode ?? 'login');
  const storedRole = roleSchema.safeParse(state.role ?? storage.get(STORAGE_KEYS.selectedRole));
  const role = storedRole.success ? storedRole.data : undefined;
  // The same contracts as the server's, so their messages are toasted before a round trip.
  const { register, handleSubmit, getValues } = useContractForm<Credentials, Credentials>(
    mode === 'signup' ? signUpFormSchema : signInSchema,
    { defaultValues: { email: '', password: '' }, shouldFocusError: false },
  );
  const signIn = useSignIn();
  const signUp = useSignUp();
  const loading = signIn.isPending || signUp.isPending;

  useEffect(() => {
    const failed = socialProviderSchema.safeParse(params.get('social_error'));
    if (failed.success) {
      notify.error(
        'Error',
        `Failed to authenticate with ${SOCIAL_PROVIDER_LABELS[failed.data]}. Please try again.`,
      );
    }
  }, [params]);

  const title = mode === 'login' ? 'Log In' : `${roleLabel(role === 'hirer' ? 'hirer' : 'seeker')} Sign Up`;

  const send = handleSubmit(
    async ({ email, password }) => {
      try {
        if (mode === 'signup' && role) {
          await signUp.mutateAsync({ email, password, role });
          notify.success('Success', 'Account created successfully!');
          setTimeout(() => navigate(setupFor(role), { replace: true }), REDIRECT_DELAY_MS);
        } else {
          await signIn.mutateAsync({ email, password });
          const { user } = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
          notify.success('Success', 'Welcome back!');
          if (!user) return;
          const back = state.from && !state.from.startsWith('/auth') ? state.from : undefined;
          const target = back ?? (user.hasProfile ? homeFor(user.role) : setupFor(user.role));
          setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
        }
      } catch (err) {
        notify.error('Authentication Error', errorMessage(err));
      }
    },
    (errors) => notify.error('Authentication Error', firstErrorMessage(errors) ?? 'An error occurred'),
  );

  const onSubmit = (e: FormEvent) => {
    const { email, password } = getValues();
    // Blanks and a missing role are answered before the contract, in the spec's words.
    if (!email.trim() || !password) {
      e.preventDefault();
      notify.error('Error', 'Please enter both email and password');
      return;
    }
    if (mode === 'signup' && !role) {
      e.preventDefault();
      notify.error('Error', 'Please select a role first');
      navigate('/role-selection');
      return;
    }
    void send(e);
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
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div>
          <Label htmlFor="email">Email</Label>
          <Input id="email" type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </div>
        <div>
          <Label htmlFor="password">Password</Label>
          <Input
            id="password"
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            aria-describedby={mode === 'signup' ? 'password-hint' : undefined}
            {...register('password')}
          />
          {mode === 'signup' && (
            <p id="password-hint" className="mt-1 text-sm text-muted">
              At least 8 characters, with a letter and a number.
            </p>
          )}
        </div>
        {mode === 'login' && (
          <div className="-mt-2 text-right">
            <ForgotPasswordDialog defaultEmail={() => getValues('email')} />
          </div>
        )}
        <Button type="submit" disabled={loading}>
          {loading ? 'Please wait...' : mode === 'login' ? 'Log In' : 'Sign Up'}
        </Button>
      </form>
      <p className="text-center">
        {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
        <Button variant="link" type="button" onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}>
          {mode === 'login' ? 'Sign up' : 'Log in'}
        </Button>
      </p>
      <SocialButtons role={role} />
    </main>
  );
}
