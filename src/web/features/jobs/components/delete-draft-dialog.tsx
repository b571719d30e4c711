import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@web/components/ui/dialog';

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
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size={size} aria-label={`Delete ${title}`}>
          <Trash2 aria-hidden className="h-4 w-4 text-red-700" /> Delete
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete this draft?"
        description={`"${title}" will be deleted. This cannot be undone.`}
      >
        <div className="flex gap-3">
          <DialogClose asChild>
            <Button type="button" variant="secondary" className="flex-1">
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            className="flex-1"
            disabled={pending}
            onClick={async () => {
              try {
                await onConfirm();
              } finally {
                setOpen(false);
              }
            }}
          >
            Delete Draft
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
