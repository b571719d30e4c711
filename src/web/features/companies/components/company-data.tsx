import { AccountDataCard } from '@web/components/account-data-card';
import { deleteEmployerAccount, EMPLOYER_EXPORT_URL } from '../api/account';

/** The employer's own data: download it all, or delete the account and everything of it. */
export function CompanyData() {
  return (
    <AccountDataCard
      intro="Download everything NewLeaf holds about your company, or delete your employer account and all of its data."
      exportUrl={EMPLOYER_EXPORT_URL}
      downloadLabel="Download company data"
      deleteLabel="Delete employer account"
      confirmTitle="Delete your employer account?"
      confirmDescription="This deletes your company, jobs, swipes, favourites and matches for good; candidates you talked to will see that you left. It cannot be undone."
      deleteAccount={deleteEmployerAccount}
    />
  );
}
