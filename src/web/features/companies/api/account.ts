import { DELETE_ACCOUNT_CONFIRMATION } from '@shared/contracts/seeker';
import { api } from '@web/lib/api-client';

/** Where "Download company data" fetches the JSON file (served as an attachment). */
export const EMPLOYER_EXPORT_URL = '/api/employer/export';

/** Erases the employer account; the server ends the session. */
export const deleteEmployerAccount = () =>
  api<void>('/api/employer/account', { method: 'DELETE', body: { confirm: DELETE_ACCOUNT_CONFIRMATION } });
