/**
 * Browser storage holds only UI preferences and the selected role (docs/ARCHITECTURE.md, "What
 * the browser keeps").
 */
export const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // storage full or disabled: preferences are optional
    }
  },
  remove(key: string) {
    try {
      localStorage.removeItem(key);
    } catch {
      // ignore
    }
  },
};

export const STORAGE_KEYS = {
  selectedRole: 'selectedRole',
  hirerJobsSort: 'hirer_jobs_sort',
  hirerApplicantsSort: 'hirer_applicants_sort',
} as const;

/** Forgets who was signed in on this browser (sign-out, a deleted account). */
export function forgetSignedInUser() {
  storage.remove(STORAGE_KEYS.selectedRole);
  storage.remove('currentUser');
  storage.remove('isAuthenticated');
}
