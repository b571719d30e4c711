/**
 * Toasts. sonner is loaded on first use so the entry screens stay light; the Toaster itself is
 * mounted lazily in the app root.
 */
type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, title: string, description?: string) {
  void import('sonner').then(({ toast }) => {
    const fn = kind === 'success' ? toast.success : kind === 'error' ? toast.error : toast;
    fn(title, { description });
  });
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  /** The spec's destructive toast. */
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
};
