import { Card } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useNotificationSettings, useSetNotificationSettings } from '../api/notification-settings';

/** The e-mail choice on both profile pages (the e-mails' own link turns it off too). */
export function EmailSetting() {
  const { data } = useNotificationSettings();
  const save = useSetNotificationSettings();
  return (
    <Card className="flex items-start gap-3">
      <Checkbox
        id="message-emails"
        checked={data?.messageEmails ?? true}
        disabled={!data || save.isPending}
        onChange={(e) =>
          save.mutate(
            { messageEmails: e.target.checked },
            { onError: (err) => notify.error('Error', errorMessage(err)) },
          )
        }
        aria-describedby="message-emails-hint"
        className="mt-1"
      />
      <div>
        <label htmlFor="message-emails" className="font-semibold">
          E-mail me about new matches and unread messages
        </label>
        <p id="message-emails-hint" className="text-sm text-muted">
          Only when you're away from NewLeaf, at most once an hour per conversation. E-mails never include
          what was written.
        </p>
      </div>
    </Card>
  );
}
