import { AccountDataCard } from '@web/components/account-data-card';
import { EXPORT_URL, deleteAccount } from '../api/account';
import { draftCache } from '../draft-cache';

/** Your data: download everything NewLeaf holds, or delete the account (after a confirmation). */
export function YourData() {
  return (
    <AccountDataCard
      intro="Download a copy of everything NewLeaf holds about you, or delete your account and all of your data."
      exportUrl={EXPORT_URL}
      downloadLabel="Download my data"
      deleteLabel="Delete my account"
      confirmTitle="Delete your account?"
      confirmDescription="This deletes your account, profile, answers, photos, saved jobs, applications and matches for good. It cannot be undone."
      deleteAccount={deleteAccount}
      forgetInBrowser={draftCache.clearEveryone}
    />
  );
}
