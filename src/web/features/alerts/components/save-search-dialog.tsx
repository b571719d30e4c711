import { useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  SAVED_SEARCH_NAME_MAX,
  savedSearchCreateSchema,
  type EmailFrequency,
  type JobSearch,
} from '@shared/contracts/job-search';
import { describeSearch, suggestSearchName } from '@shared/rules/job-search-page';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { FieldMessage, fieldA11y } from '@web/components/ui/error-summary';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup } from '@web/components/ui/radio-group';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { alertsSummary, EMAIL_FREQUENCIES } from '../email-frequency';
import { PUSH_PROBLEMS, pushAvailability, subscribeThisDevice, type PushProblem } from '../push';

/**
 * "Save this search", open while mounted (the Discover screen loads it with its first opening, so
 * its own button is the trigger the focus goes back to). The name is offered from the filters;
 * e-mails are weekly unless changed. Push asks for permission first, with the tap that saved; when
 * this device cannot have pushes it says why, unticks the box and keeps the e-mail choice, and the
 * next Save saves the search without them.
 */
export function SaveSearchDialog({
  search,
  onClose,
  trigger,
}: {
  search: JobSearch;
  onClose: () => void;
  trigger: RefObject<HTMLElement | null>;
}) {
  const [name, setName] = useState(() => suggestSearchName(search, SAVED_SEARCH_NAME_MAX));
  const [emailFrequency, setEmailFrequency] = useState<EmailFrequency>('weekly');
  const [available] = useState(() => pushAvailability());
  const [push, setPush] = useState(false);
  const [pushProblem, setPushProblem] = useState<PushProblem | null>(
    available === 'available' ? null : available,
  );
  /** A push problem stopped a Save: the search is not saved yet. */
  const [stopped, setStopped] = useState(false);
  const [nameError, setNameError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const create = useCreateSavedSearch();
  const criteria = describeSearch(search);
  const pushBlocked = pushProblem === 'unsupported' || pushProblem === 'denied';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The dialog is portalled out of the page, but React still passes its submit up the tree.
    e.stopPropagation();
    if (busy) return;
    const input = savedSearchCreateSchema.safeParse({ name, criteria: search, emailFrequency, push });
    if (!input.success) {
      const issue = input.error.issues[0];
      const message = issue?.message ?? 'Please check the search';
      if (issue?.path[0] === 'name') {
        setNameError(message);
        nameField.current?.focus();
      } else {
        notify.error('Error', message);
      }
      return;
    }
    setNameError(undefined);
    setBusy(true);
    try {
      if (push) {
        const problem = await subscribeThisDevice();
        if (problem) {
          // Said in the dialog; the box is unticked, so the next Save keeps the e-mails only.
          setPushProblem(problem);
          setPush(false);
          setStopped(true);
          return;
        }
      }
      await create.mutateAsync(input.data);
      notify.success('Search saved', `${alertsSummary(input.data.emailFrequency, input.data.push)}.`);
      onClose();
    } catch (err) {
      notify.error('Error', errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Save this search"
        description={
          criteria.length > 0 ? `Jobs matching: ${criteria.join(', ')}.` : 'All jobs, with no filters.'
        }
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div>
            <Label htmlFor="saved-search-name">Name</Label>
            <Input
              ref={nameField}
              maxLength={SAVED_SEARCH_NAME_MAX}
              value={name}
              onChange={(e) => setName(e.target.value)}
              {...fieldA11y('saved-search-name', nameError)}
            />
            <FieldMessage id="saved-search-name-error" message={nameError} />
          </div>
          <RadioGroup
            legend="E-mail alerts"
            hint="New jobs that match, in one e-mail."
            name="saved-search-email"
            options={EMAIL_FREQUENCIES}
            value={emailFrequency}
            onChange={setEmailFrequency}
            columns
          />
          <div className="flex items-start gap-3">
            <Checkbox
              id="saved-search-push"
              checked={push}
              disabled={pushBlocked}
              onChange={(e) => {
                setPush(e.target.checked);
                if (e.target.checked) setPushProblem(null);
              }}
              aria-describedby={
                pushProblem ? 'saved-search-push-hint saved-search-push-problem' : 'saved-search-push-hint'
              }
              className="mt-1"
            />
            <div>
              <label htmlFor="saved-search-push" className="font-semibold">
                Push notifications on this device
              </label>
              <p id="saved-search-push-hint" className="text-sm text-muted">
                A notification on this phone or computer when a matching job is posted.
              </p>
            </div>
          </div>
          {/* Always in the page, so a problem found while saving is read out as it appears. */}
          <p
            id="saved-search-push-problem"
            role="status"
            className={pushProblem ? 'rounded-xl bg-amber-50 p-3 text-sm' : 'sr-only'}
          >
            {pushProblem ? PUSH_PROBLEMS[pushProblem] : ''}
            {pushProblem &&
              stopped &&
              ' The search is not saved yet: choose Save to save it without push notifications.'}
          </p>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
