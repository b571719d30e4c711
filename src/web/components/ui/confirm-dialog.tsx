import { useState, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@web/components/ui/dialog';

/**
 * An action that cannot be undone, behind a confirmation: `trigger` (a button) opens it, Cancel
 * closes it, and the action button runs `onConfirm` and closes it when that ends, done or failed.
 * The focus goes back to the trigger unless `onCloseAutoFocus` sends it elsewhere.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
  onCloseAutoFocus,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => Promise<unknown>;
  /** For a trigger that is gone once the action is done (preventDefault, then focus another). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description} onCloseAutoFocus={onCloseAutoFocus}>
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
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
