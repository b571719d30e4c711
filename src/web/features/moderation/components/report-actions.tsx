import { useState } from 'react';
import {
  REPORT_ACTION_LABELS,
  reportActionSchema,
  type ReportAction,
  type ReportDetail,
} from '@shared/contracts/moderation';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/input';
import { RadioGroup } from '@web/components/ui/radio-group';
import { FieldMessage, fieldA11y } from '@web/components/ui/error-summary';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useActOnReport } from '../api/act-on-report';
import { DecisionForm } from './decision-form';

type Kind = ReportAction['action'];

/** What a moderator can do about a report; each action asks why (the audit log keeps it). */
export function ReportActions({ report }: { report: ReportDetail }) {
  const [kind, setKind] = useState<Kind>('dismiss');
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string>();
  const act = useActOnReport();
  const reportedGone = report.reported.userId === null;
  const choices = (Object.keys(REPORT_ACTION_LABELS) as Kind[])
    .filter((k) => !(reportedGone && (k === 'warn' || k === 'suspend')))
    .filter((k) => !(k === 'suspend' && report.reported.suspended))
    .filter((k) => !(k === 'close_conversation' && report.conversationClosed && report.status !== 'open'))
    .map((value) => ({
      value,
      label:
        value === 'warn' || value === 'suspend'
          ? `${REPORT_ACTION_LABELS[value]}: ${report.reported.name}`
          : REPORT_ACTION_LABELS[value],
    }));

  async function submit(reason: string) {
    const parsed = reportActionSchema.safeParse({ action: kind, reason, message: message.trim() });
    if (!parsed.success) {
      const reasonIssue = parsed.error.issues.find((i) => i.path[0] === 'reason');
      const messageIssue = parsed.error.issues.find((i) => i.path[0] === 'message');
      setMessageError(messageIssue?.message);
      if (messageIssue && !reasonIssue) {
        document.getElementById('warning-message')?.focus();
        return null;
      }
      return reasonIssue?.message ?? null;
    }
    setMessageError(undefined);
    try {
      await act.mutateAsync({ id: report.id, action: parsed.data });
      notify.success('Done', 'It is in the audit log. The reporter is told their report was handled.');
      setMessage('');
    } catch (err) {
      notify.error('Error', errorMessage(err));
    }
    return null;
  }

  return (
    <DecisionForm
      idPrefix="report"
      reasonLabel="Why (kept in the audit log)"
      submitLabel="Confirm action"
      busy={act.isPending}
      onSubmit={submit}
    >
      <RadioGroup legend="Action" name="report-action" options={choices} value={kind} onChange={setKind} />
      {kind === 'warn' && (
        <div>
          <Label htmlFor="warning-message">The warning they will read</Label>
          <Textarea
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            {...fieldA11y('warning-message', messageError)}
          />
          <FieldMessage id="warning-message-error" message={messageError} />
        </div>
      )}
    </DecisionForm>
  );
}
