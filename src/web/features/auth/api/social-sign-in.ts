import type { Role, SocialProvider } from '@shared/contracts/auth';
import { api } from '@web/lib/api-client';

/** Starts a social sign-in; the browser leaves for the provider and comes back to the site root. */
export async function socialSignIn(provider: SocialProvider, role: Role | undefined) {
  const result = await api<{ url?: string; redirect?: boolean }>('/api/auth/sign-in/social', {
    body: { provider, role, callbackURL: '/' },
  });
  if (!result?.url) throw new Error('No redirect from provider');
  window.location.assign(result.url);
}
