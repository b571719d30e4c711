import { useState } from 'react';
import {
  SOCIAL_PROVIDERS,
  SOCIAL_PROVIDER_LABELS,
  type Role,
  type SocialProvider,
} from '@shared/options/auth';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useAppConfig } from '../api/get-app-config';
import { socialSignIn } from '../api/social-sign-in';

/** Continue with Google / LinkedIn; a provider the server has no keys for says so. */
export function SocialButtons({ role }: { role?: Role }) {
  const { data } = useAppConfig();
  const [inProgress, setInProgress] = useState<SocialProvider | null>(null);
  const start = async (provider: SocialProvider) => {
    setInProgress(provider);
    try {
      await socialSignIn(provider, role);
    } catch (err) {
      const label = SOCIAL_PROVIDER_LABELS[provider];
      notify.error(
        'Error',
        err instanceof ApiError
          ? `Failed to authenticate with ${label}. Please try again.`
          : `An unexpected error occurred with ${label} authentication.`,
      );
      setInProgress(null);
    }
  };
  return (
    <section aria-labelledby="social-heading" className="flex flex-col gap-3">
      <h2 id="social-heading" className="text-center text-sm text-muted">
        Or continue with
      </h2>
      {SOCIAL_PROVIDERS.map((provider) => {
        const label = SOCIAL_PROVIDER_LABELS[provider];
        const configured = data?.socialProviders[provider] ?? false;
        return (
          <div key={provider}>
            <Button
              type="button"
              variant="secondary"
              className="w-full"
              disabled={!configured || inProgress !== null}
              aria-describedby={configured ? undefined : `${provider}-unavailable`}
              onClick={() => void start(provider)}
            >
              {inProgress === provider ? 'Please wait...' : `Continue with ${label}`}
            </Button>
            {data && !configured && (
              <p id={`${provider}-unavailable`} className="mt-1 text-center text-sm text-muted">
                {label} sign-in is not set up on this server yet.
              </p>
            )}
          </div>
        );
      })}
    </section>
  );
}
