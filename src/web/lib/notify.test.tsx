import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { notify, toaster } from './notify';

const shown = () => [...document.querySelectorAll('[data-sonner-toast]')].map((t) => t.textContent);

describe('notify', () => {
  it('stacks toasts, but one given the id of a toast on screen replaces it', async () => {
    render(<Toaster />);
    toaster.mounted();
    notify.error('Error', 'Failed to load jobs (reference: req-1)', { id: 'read-failed:jobs' });
    await waitFor(() => expect(shown()).toHaveLength(1));
    // The same read failing again (a refetch): the toast says the newer reference, and is still one.
    notify.error('Error', 'Failed to load jobs (reference: req-2)', { id: 'read-failed:jobs' });
    await waitFor(() => expect(shown()[0]).toContain('req-2'));
    // Two different messages are two toasts.
    notify.error('Error', 'Failed to send message');
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect(shown().filter((text) => text?.includes('Failed to load jobs'))).toHaveLength(1);
  });
});
