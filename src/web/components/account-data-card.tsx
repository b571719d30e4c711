import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { notify } from '@web/lib/notify';
import { forgetSignedInUser } from '@web/lib/storage';

interface AccountDataCardProps {
  intro: string;
  exportUrl: string;
  downloadLabel: string;
  deleteLabel: string;
  confirmTitle: string;
  confirmDescription: string;
  deleteAccount: () => Promise<unknown>;
  /** What else this browser should forget once the account is gone. */
  forgetInBrowser?: () => void;
}

/** "Your data": download everything NewLeaf holds, or delete the account after a confirmation. */
export function AccountDataCard(props: AccountDataCardProps) {
  const [deleting, setDeleting] = useState(false);
  const onDelete = async () => {
    setDeleting(true);
    try {
      await props.deleteAccount();
      forgetSignedInUser();
      props.forgetInBrowser?.();
      window.location.replace('/');
    } catch {
      setDeleting(false);
      notify.error('Error', 'Failed to delete your account. Please try again.');
    }
  };
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Your data</CardTitle>
      <p className="text-sm text-muted">{props.intro}</p>
      <a href={props.exportUrl} download className={buttonVariants({ variant: 'secondary' })}>
        <Download aria-hidden className="h-4 w-4" /> {props.downloadLabel}
      </a>
      <Dialog>
        <DialogTrigger className={buttonVariants({ variant: 'destructive' })}>
          <Trash2 aria-hidden className="h-4 w-4" /> {props.deleteLabel}
        </DialogTrigger>
        <DialogContent title={props.confirmTitle} description={props.confirmDescription}>
          <div className="flex flex-col gap-2">
            <Button variant="destructive" disabled={deleting} onClick={() => void onDelete()}>
              {deleting ? 'Deleting...' : 'Yes, delete my account'}
            </Button>
            <DialogClose className={buttonVariants({ variant: 'secondary' })} disabled={deleting}>
              Cancel
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
