import { DELETE_ACCOUNT_CONFIRMATION } from '@shared/contracts/seeker';
import { api } from '@web/lib/api-client';

/** Where "Download my data" fetches the JSON file (served as an attachment). */
export const EXPORT_URL = '/api/seeker/export';

/** Erases the account; the server ends the session. */
export const deleteAccount = () =>
  api<void>('/api/seeker/account', { method: 'DELETE', body: { confirm: DELETE_ACCOUNT_CONFIRMATION } });
