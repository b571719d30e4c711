import { Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';

/** Delete with a confirmation (drafts only). */
export function DeleteDraftDialog({
  title,
  onConfirm,
  pending,
  size = 'sm',
}: {
  title: string;
  onConfirm: () => Promise<unknown>;
  pending?: boolean;
  /** The trigger's size: `md` beside other full-size buttons. */
  size?: 'sm' | 'md';
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="ghost" size={size} aria-label={`Delete ${title}`}>
          <Trash2 aria-hidden className="h-4 w-4 text-red-700" /> Delete
        </Button>
      }
      title="Delete this draft?"
      description={`"${title}" will be deleted. This cannot be undone.`}
      confirmLabel="Delete Draft"
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
