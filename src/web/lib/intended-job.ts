/**
 * The job a signed-out visitor chose: the public job page's "Apply on NewLeaf" leads to
 * /seeker-job/<id>, whose guard sends them to sign up or sign in. The path is kept for this tab
 * (sessionStorage) through sign-up, the seeker's setup or sign-in, then opened once and forgotten.
 * Only a job's path is ever kept or followed, never an address someone could put in a link.
 */
const KEY = 'intendedJob';
const JOB_PATH = /^\/seeker-job\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/?$/i;

/**
 * The seeker's Job Details path in `value` ('/seeker-job/<uuid>', its query and fragment left
 * out), or null for anything else: another screen, another site, a full address, a bad id.
 */
export function intendedJobPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  return JOB_PATH.test(path) ? path.replace(/\/$/, '') : null;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const intendedJob = {
  /** Keeps `path` when it is a job's; answers the path kept, or null. */
  remember(path: unknown): string | null {
    const job = intendedJobPath(path);
    try {
      if (job) session()?.setItem(KEY, job);
    } catch {
      // Storage full or refused: the visitor lands on their home instead.
    }
    return job;
  },
  /** The job kept for this tab, if any (checked again: storage is not trusted). */
  peek(): string | null {
    try {
      return intendedJobPath(session()?.getItem(KEY));
    } catch {
      return null;
    }
  },
  /** The job kept, forgotten as it is answered: it is opened once. */
  take(): string | null {
    const job = intendedJob.peek();
    intendedJob.forget();
    return job;
  },
  forget() {
    try {
      session()?.removeItem(KEY);
    } catch {
      // Nothing kept.
    }
  },
};
