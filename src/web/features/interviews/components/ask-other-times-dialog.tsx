import { useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGE_MAX_CHARS, MESSAGING_MESSAGES } from '@shared/contracts/messaging';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { FieldMessage, fieldA11y } from '@web/components/ui/error-summary';
import { Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { notify } from '@web/lib/notify';
import { useAskForOtherTimes } from '../api/ask-for-other-times';
import type { InterviewDialogProps } from './dialog-props';

const DEFAULT_TEXT = 'None of these times work for me. Could we find another time?';

/** The seeker asks for other times with an ordinary message, worded for them and editable. */
export function AskOtherTimesDialog({
  conversationId,
  otherName,
  onClose,
  onCloseAutoFocus,
}: InterviewDialogProps & { conversationId: string; otherName: string }) {
  const uid = useId();
  const id = `${uid}-message`;
  const field = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState(DEFAULT_TEXT);
  const [error, setError] = useState<string>();
  const ask = useAskForOtherTimes();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (!body.trim()) {
      setError(MESSAGING_MESSAGES.empty);
      field.current?.focus();
      return;
    }
    setError(undefined);
    ask.mutate(
      { conversationId, body: body.trim() },
      {
        onSuccess: () => {
          notify.success('Message sent', `Sent to ${otherName}.`);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Ask for other times"
        description={`This sends a message to ${otherName} in this conversation.`}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div>
            <Label htmlFor={id}>Your message</Label>
            <Textarea
              ref={field}
              rows={4}
              value={body}
              maxLength={MESSAGE_MAX_CHARS}
              onChange={(e) => setBody(e.target.value)}
              {...fieldA11y(id, error)}
            />
            <FieldMessage id={`${id}-error`} message={error} />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                Not now
              </Button>
            </DialogClose>
            <Button type="submit" disabled={ask.isPending}>
              {ask.isPending ? 'Sending…' : 'Send message'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
