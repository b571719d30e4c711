import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { notify } from '@web/lib/notify';
import { storage } from '@web/lib/storage';
import { deleteEmployerAccount, EMPLOYER_EXPORT_URL } from '../api/account';

/** The employer's own data: download it all, or delete the account and everything of it. */
export function CompanyData() {
  const [deleting, setDeleting] = useState(false);
  const onDelete = async () => {
    setDeleting(true);
    try {
      await deleteEmployerAccount();
      for (const key of ['selectedRole', 'currentUser', 'isAuthenticated']) storage.remove(key);
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
        Download everything NewLeaf holds about your company, or delete your employer account and all of its
        data.
      </p>
      <a href={EMPLOYER_EXPORT_URL} download className={buttonVariants({ variant: 'secondary' })}>
        <Download aria-hidden className="h-4 w-4" /> Download company data
      </a>
      <Dialog>
        <DialogTrigger className={buttonVariants({ variant: 'destructive' })}>
          <Trash2 aria-hidden className="h-4 w-4" /> Delete employer account
        </DialogTrigger>
        <DialogContent
          title="Delete your employer account?"
          description="This deletes your company, jobs, swipes, favourites and matches for good; candidates you talked to will see that you left. It cannot be undone."
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
