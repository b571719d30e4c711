/**
 * Toasts. sonner and its Toaster are loaded on the first toast of a visit (the app root mounts
 * the Toaster when asked, see app/root.tsx), so no screen downloads them before it needs them.
 */
type Kind = 'success' | 'error' | 'info';

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** For the app root: whether a toast has been asked for, so the Toaster should be mounted. */
export const toaster = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
  /** Called by the mounted Toaster: toasts wait for it, so none is shown before it listens. */
  mounted: () => markMounted(),
};

/**
 * `id`: a toast given the same id as one still on screen replaces it rather than stacking under
 * it (a read failing again on each refetch says so once); once closed, it shows again.
 */
interface ToastOptions {
  id?: string;
}

async function show(kind: Kind, title: string, description?: string, { id }: ToastOptions = {}) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  // One frame for the new live region to reach the accessibility tree before it speaks.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const fn = kind === 'success' ? toast.success : kind === 'error' ? toast.error : toast;
  fn(title, { description, id });
}

export const notify = {
  success: (title: string, description?: string) => void show('success', title, description),
  /** The spec's destructive toast. */
  error: (title: string, description?: string, options?: ToastOptions) =>
    void show('error', title, description, options),
  info: (title: string, description?: string) => void show('info', title, description),
};
