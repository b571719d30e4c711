import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MoreVertical } from 'lucide-react';
import type { Conversation, ReportInput } from '@shared/contracts/messaging';
import { REPORT_REASONS, REPORT_REASON_LABELS } from '@shared/contracts/messaging';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { RadioGroup } from '@web/components/ui/radio-group';
import { SampleBadge } from '@web/components/ui/sample-badge';
import { Textarea } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { blockConversation, reportConversation, unblockConversation } from '../api/mutations';
import { messagingKeys } from '../api/keys';
import { Avatar } from '@web/components/ui/avatar';

type Action = 'block' | 'report' | 'unblock' | null;

/** Name, online state and job; a menu (keyboard reachable) to block, report or unblock. */
export function ConversationHeader({ conversation: c }: { conversation: Conversation }) {
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [action, setAction] = useState<Action>(null);
  const [reason, setReason] = useState<ReportInput['reason'] | null>(null);
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const canUnblock = c.closed === 'blocked' && c.blockedBy === c.myRole;
  const gone = c.closed === 'seeker_left' || c.closed === 'hirer_left';

  async function confirm() {
    if (!action) return;
    setBusy(true);
    try {
      if (action === 'block') await blockConversation(c.id);
      if (action === 'unblock') await unblockConversation(c.id);
      if (action === 'report') {
        if (!reason) return;
        await reportConversation(c.id, { reason, details: details.trim() || undefined });
      }
      notify.success(
        action === 'unblock' ? 'Unblocked' : action === 'block' ? 'Blocked' : 'Report sent',
        action === 'report'
          ? 'Thank you. Our team will look at it; the conversation is now closed.'
          : undefined,
      );
      setAction(null);
      await queryClient.invalidateQueries({ queryKey: messagingKeys.all });
    } catch (err) {
      notify.error('Error', errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex items-center gap-3 border-b border-gray-200 pb-3">
      <Avatar name={c.otherName} imageUrl={c.otherImageUrl} size={40} />
      <div className="min-w-0 flex-1">
        {/* The screen's PageHeader is its one h1. */}
        <h2 className="truncate text-lg font-bold">{c.otherName}</h2>
        {/* The label on the second line, so a long name keeps the first on a 360 px phone. */}
        <div className="flex items-center gap-2">
          <p className="min-w-0 truncate text-sm text-muted">
            {c.myRole === 'seeker' && c.employerContactName ? `${c.employerContactName} · ` : ''}
            {gone
              ? 'Left NewLeaf'
              : c.closed === 'moderator_closed'
                ? 'Closed by the NewLeaf team'
                : c.otherOnline
                  ? 'Online'
                  : 'Offline'}
          </p>
          {c.sample && <SampleBadge />}
        </div>
      </div>
      {!gone && (
        <div className="relative">
          <button
            type="button"
            className="rounded-xl p-2 hover:bg-leaf-50"
            aria-label="Conversation options"
            aria-expanded={menuOpen}
            aria-controls="conversation-options"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MoreVertical aria-hidden className="h-5 w-5" />
          </button>
          {menuOpen && (
            <ul
              id="conversation-options"
              className="absolute right-0 z-20 mt-1 w-48 rounded-xl border border-gray-200 bg-white p-1 shadow-lg"
              onKeyDown={(e) => e.key === 'Escape' && setMenuOpen(false)}
            >
              {canUnblock ? (
                <MenuItem label="Unblock" onSelect={() => (setMenuOpen(false), setAction('unblock'))} />
              ) : (
                c.closed !== 'blocked' && (
                  <MenuItem label="Block" onSelect={() => (setMenuOpen(false), setAction('block'))} />
                )
              )}
              <MenuItem label="Report" onSelect={() => (setMenuOpen(false), setAction('report'))} />
            </ul>
          )}
        </div>
      )}

      <Dialog open={action !== null} onOpenChange={(open) => !open && setAction(null)}>
        <DialogContent
          title={
            action === 'report' ? 'Report this conversation' : action === 'unblock' ? 'Unblock?' : 'Block?'
          }
          description={
            action === 'block'
              ? `Neither of you can send messages, and you won't see each other in Discover. You can unblock later.`
              : action === 'unblock'
                ? 'You will both be able to send messages again.'
                : 'Reports are read by the NewLeaf team. The last messages are kept with it, and the conversation is blocked.'
          }
        >
          {action === 'report' && (
            <div className="mb-4 flex flex-col gap-3">
              <RadioGroup
                legend="Reason"
                name="report-reason"
                options={REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }))}
                value={reason}
                onChange={setReason}
              />
              <label className="flex flex-col gap-1 font-semibold">
                More details (optional)
                <Textarea value={details} maxLength={1000} onChange={(e) => setDetails(e.target.value)} />
              </label>
            </div>
          )}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              variant={action === 'unblock' ? 'primary' : 'destructive'}
              disabled={busy || (action === 'report' && !reason)}
              onClick={() => void confirm()}
            >
              {action === 'report' ? 'Report and block' : action === 'unblock' ? 'Unblock' : 'Block'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function MenuItem({ label, onSelect }: { label: string; onSelect: () => void }) {
  return (
    <li>
      <button
        type="button"
        className="w-full rounded-lg px-3 py-2.5 text-left font-semibold hover:bg-gray-100"
        onClick={onSelect}
      >
        {label}
      </button>
    </li>
  );
}
