import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { notify } from '@web/lib/notify';
import { storage } from '@web/lib/storage';
import { EXPORT_URL, deleteAccount } from '../api/account';

/** Your data: download everything NewLeaf holds, or delete the account (after a confirmation). */
export function YourData() {
  const [deleting, setDeleting] = useState(false);
  const onDelete = async () => {
    setDeleting(true);
    try {
      await deleteAccount();
      for (const key of ['selectedRole', 'currentUser', 'isAuthenticated']) storage.remove(key);
      try {
        for (const key of Object.keys(localStorage)) if (key.startsWith('seekerDraft:')) storage.remove(key);
      } catch {
        // storage unavailable
      }
      window.location.replace('/');
    } catch {
      setDeleting(false);
      notify.error('Error', 'Failed to delete your account. Please try again.');
    }
  };
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Your data</CardTitle>
      <p className="text-sm text-muted">
        Download a copy of everything NewLeaf holds about you, or delete your account and all of your data.
      </p>
      <a href={EXPORT_URL} download className={buttonVariants({ variant: 'secondary' })}>
        <Download aria-hidden className="h-4 w-4" /> Download my data
      </a>
      <Dialog>
        <DialogTrigger className={buttonVariants({ variant: 'destructive' })}>
          <Trash2 aria-hidden className="h-4 w-4" /> Delete my account
        </DialogTrigger>
        <DialogContent
          title="Delete your account?"
          description="This deletes your account, profile, answers, photos, saved jobs, applications and matches for good. It cannot be undone."
        >
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
