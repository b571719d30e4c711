import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DETAILS_MAX, legalDraftSchema, type LegalDraft } from '@shared/contracts/seeker';
import {
  CONVICTION_STATUS,
  CONVICTION_TYPE_OTHER,
  CONVICTION_TYPES,
  MAPPA_LEVELS,
  TRI_STATE,
  booleanToTriState,
  triStateToBoolean,
} from '@shared/options/conviction';
import { CheckboxGroup } from '@web/components/ui/checkbox-group';
import { Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup } from '@web/components/ui/radio-group';
import { Card } from '@web/components/ui/card';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/lib/notify';
import { PrivacyNote, WizardActions, WizardFrame } from './wizard-frame';
import { YES_NO, fromYesNo, toYesNo } from './yes-no';
import { useDraftForm } from '../hooks/use-draft-form';
import { SAVE_FAILED } from '../hooks/use-step-draft';

const TRI_STATE_FIELDS = [
  {
    name: 'barredFromRegulatedWork',
    legend: 'Are you barred from regulated work?',
    hint: 'Regulated work is work with children or vulnerable adults.',
  },
  { name: 'onDbsBarringList', legend: 'Are you on a DBS barring list?', hint: undefined },
  {
    name: 'relevantForSafeguardingChecks',
    legend: 'Is your record relevant for safeguarding checks?',
    hint: undefined,
  },
] as const;

/** Step 2 of 4: Legal Information. Saves on every change. */
export function LegalStep({
  initial,
  userId,
  spentChecker,
}: {
  initial: LegalDraft;
  userId: string;
  /** The spent checker (`features/spent-checker`), whose answer `use` sets as the conviction status. */
  spentChecker: (use: (status: NonNullable<LegalDraft['convictionStatus']>) => void) => ReactNode;
}) {
  const navigate = useNavigate();
  const { form, set, save, whenValid } = useDraftForm('legal', initial, userId, legalDraftSchema, {
    autosaveMs: 300,
  });
  const value = form.watch();
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);

  const go = async (to: string, toast: boolean) => {
    setBusy(true);
    const ok = await save();
    setBusy(false);
    if (!ok) return notify.error(...SAVE_FAILED);
    if (toast) notify.success('Information Saved', 'Your legal information has been saved successfully.');
    navigate(to);
  };

  return (
    <WizardFrame
      stepLabel="Step 2 of 4"
      title="Legal Information"
      progress={50}
      actions={
        <WizardActions
          onBack={() => void go('/seeker-skills-step', false)}
          onNext={() => void whenValid(() => go('/seeker-setup-step3', true))}
          busy={busy}
        />
      }
    >
      <PrivacyNote />
      <Card className="flex flex-col gap-5">
        <RadioGroup
          legend="Have you completed your sentence?"
          hint="Answer Yes if you have a conviction and your sentence is complete, or No if you do not have a criminal record. Every question here is optional."
          name="sentenceCompleted"
          options={YES_NO}
          columns
          value={toYesNo(value.sentenceCompleted)}
          onChange={(v) => set('sentenceCompleted', fromYesNo(v))}
        />
        <CheckboxGroup
          legend="Type of conviction"
          hint="Choose any that apply."
          options={CONVICTION_TYPES}
          value={value.convictionTypes}
          onChange={(v) => set('convictionTypes', v)}
        />
        {value.convictionTypes.includes(CONVICTION_TYPE_OTHER) && (
          <div>
            <Label htmlFor="convictionOtherDetails">Please describe the other conviction</Label>
            <Textarea
              id="convictionOtherDetails"
              maxLength={DETAILS_MAX}
              {...form.register('convictionOtherDetails')}
            />
          </div>
        )}
        <RadioGroup
          legend="Conviction status"
          name="convictionStatus"
          options={CONVICTION_STATUS}
          value={value.convictionStatus}
          onChange={(v) => set('convictionStatus', v)}
        />
        {checking ? (
          <div className="rounded-2xl border border-gray-300 p-3">
            {spentChecker((status) => {
              set('convictionStatus', status);
              setChecking(false);
              notify.success('Answer updated', `Conviction status set to ${status}.`);
            })}
            <p className="mt-3 text-sm text-gray-700">
              Once your profile is set up, you can save this check on your Disclosure page: your answer will
              then change by itself on the day your record becomes spent.
            </p>
          </div>
        ) : (
          <Button variant="secondary" className="self-start" onClick={() => setChecking(true)}>
            Not sure? Check when your record is spent
          </Button>
        )}
      </Card>
      <Card className="flex flex-col gap-5">
        {TRI_STATE_FIELDS.map((f) => (
          <RadioGroup
            key={f.name}
            legend={f.legend}
            hint={f.hint}
            name={f.name}
            options={TRI_STATE}
            columns
            value={booleanToTriState(value[f.name])}
            onChange={(v) => set(f.name, triStateToBoolean(v))}
          />
        ))}
        <RadioGroup
          legend="MAPPA level"
          hint="Multi-Agency Public Protection Arrangements. Choose N/A if they do not apply to you."
          name="mappaLevel"
          options={MAPPA_LEVELS}
          columns
          value={value.mappaLevel}
          onChange={(v) => set('mappaLevel', v)}
        />
      </Card>
    </WizardFrame>
  );
}
