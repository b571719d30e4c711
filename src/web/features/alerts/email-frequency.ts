import type { EmailFrequency } from '@shared/contracts/job-search';
import type { Option } from '@shared/options/option';

/** How often a saved search's new jobs are e-mailed (the contract's EMAIL_FREQUENCY_VALUES, in order). */
export const EMAIL_FREQUENCIES: readonly Option<EmailFrequency>[] = [
  { value: 'off', label: 'Off' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

/** A saved search's alerts in a few words: "Weekly e-mails, push notifications". */
export function alertsSummary(emailFrequency: EmailFrequency, push: boolean): string {
  const email =
    emailFrequency === 'off' ? null : emailFrequency === 'daily' ? 'Daily e-mails' : 'Weekly e-mails';
  if (email && push) return `${email} and push notifications`;
  if (email) return email;
  return push ? 'Push notifications' : 'No alerts';
}
