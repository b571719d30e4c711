import { useState, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useWithdrawApplication } from '../api/seeker-mutations';

/** Asks before withdrawing an application (it is removed from the list and the employer's). */
export function WithdrawDialog({
  applicationId,
  jobId,
  jobTitle,
  trigger,
  onDone,
}: {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  trigger: ReactNode;
  onDone?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawApplication();
  const confirm = () =>
    withdraw.mutate(
      { id: applicationId, jobId },
      {
        onSuccess: () => {
          notify.success('Application removed', 'The application has been removed from your list.');
          setOpen(false);
          onDone?.();
        },
        onError: (err) =>
          notify.error('Error', errorMessage(err, 'Failed to remove the application. Please try again.')),
      },
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title="Withdraw application?"
        description={`Your application for ${jobTitle} will be withdrawn and removed from your list.`}
      >
        <div className="flex flex-col gap-2">
          <Button variant="destructive" onClick={confirm} disabled={withdraw.isPending}>
            {withdraw.isPending ? 'Withdrawing...' : 'Withdraw Application'}
          </Button>
          <DialogClose asChild>
            <Button variant="ghost">Keep Application</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
