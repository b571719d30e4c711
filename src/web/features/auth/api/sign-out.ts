import { api } from '@web/lib/api-client';
import { forgetSignedInUser } from '@web/lib/storage';

/** Ends the session on the server, clears the stored keys and reloads at the entry route. */
export async function signOut() {
  try {
    await api('/api/auth/sign-out', { body: {} });
  } finally {
    forgetSignedInUser();
    window.location.replace('/');
  }
}
