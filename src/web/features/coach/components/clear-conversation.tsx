import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { CoachThread } from '@shared/contracts/coach';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useClearCoachThread } from '../api/clear-coach-thread';

/** "Clear conversation", confirmed: it deletes the thread from NewLeaf on every device. */
export function ClearConversation({
  thread,
  disabled,
  onCleared,
}: {
  thread: CoachThread;
  disabled: boolean;
  onCleared: () => void;
}) {
  const [open, setOpen] = useState(false);
  const clear = useClearCoachThread(thread);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden className="h-4 w-4" /> Clear conversation
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Clear this conversation?"
          description="It will be deleted from NewLeaf on every device. This cannot be undone."
        >
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={clear.isPending}
              onClick={() =>
                clear.mutate(undefined, {
                  onSuccess: () => {
                    setOpen(false);
                    onCleared();
                    notify.success('Conversation cleared');
                  },
                  onError: (err) => notify.error('Error', errorMessage(err)),
                })
              }
            >
              Clear
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
