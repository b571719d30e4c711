import { REMINDER_HOURS } from '@shared/options/interviews';
import type { NotificationSettings } from '@shared/contracts/messaging';
import { Card } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useNotificationSettings, useSetNotificationSettings } from '../api/notification-settings';

/** One e-mail choice: saves only its own setting. */
function Setting({ name, label, hint }: { name: keyof NotificationSettings; label: string; hint: string }) {
  const { data } = useNotificationSettings();
  const save = useSetNotificationSettings();
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={`setting-${name}`}
        checked={data?.[name] ?? true}
        disabled={!data || save.isPending}
        onChange={(e) =>
          save.mutate(
            { [name]: e.target.checked },
            { onError: (err) => notify.error('Error', errorMessage(err)) },
          )
        }
        aria-describedby={`setting-${name}-hint`}
        className="mt-1"
      />
      <div>
        <label htmlFor={`setting-${name}`} className="font-semibold">
          {label}
        </label>
        <p id={`setting-${name}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** The e-mail choices on both profile pages (the e-mails' own link turns them off too). */
export function EmailSetting() {
  return (
    <Card className="flex flex-col gap-4">
      <Setting
        name="messageEmails"
        label="E-mail me about new matches and unread messages"
        hint="Only when you're away from NewLeaf, at most once an hour per conversation. E-mails never include what was written."
      />
      <Setting
        name="interviewReminders"
        label="E-mail me interview reminders"
        hint={`${REMINDER_HOURS.join(' and ')} hours before an interview that is booked. Confirmations and cancellations are always sent.`}
      />
    </Card>
  );
}
