import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DETAILS_MAX, healthDraftSchema, type HealthDraft } from '@shared/contracts/seeker';
import { DISABILITY_TYPE_OTHER, DISABILITY_TYPES, WORKPLACE_ADJUSTMENTS } from '@shared/options/health';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { CheckboxGroup, CheckboxRow } from '@web/components/ui/checkbox-group';
import { Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup } from '@web/components/ui/radio-group';
import { notify } from '@web/lib/notify';
import { PrivacyNote, WizardActions, WizardFrame } from './wizard-frame';
import { YES_NO, fromYesNo, toYesNo } from './yes-no';
import { useDraftForm } from '../hooks/use-draft-form';
import { SAVE_FAILED } from '../hooks/use-step-draft';

/** Step 3 of 4: Health & Accessibility. Kept on the page; saved on Next or Back, never on Skip. */
export function HealthStep({ initial, userId }: { initial: HealthDraft; userId: string }) {
  const navigate = useNavigate();
  const { form, set, save, whenValid } = useDraftForm('health', initial, userId, healthDraftSchema);
  const value = form.watch();
  const [busy, setBusy] = useState(false);

  const saveThen = async (to: string) => {
    setBusy(true);
    const ok = await save();
    setBusy(false);
    if (!ok) return notify.error(...SAVE_FAILED);
    notify.success('Information Saved', 'Your health and accessibility information has been saved.');
    navigate(to);
  };

  return (
    <WizardFrame
      stepLabel="Step 3 of 4"
      title="Health & Accessibility"
      progress={75}
      actions={
        <WizardActions
          onBack={() => void saveThen('/seeker-setup-step2')}
          onNext={() => void whenValid(() => saveThen('/seeker-setup-step4'))}
          nextLabel="Next: Final Details"
          busy={busy}
          extra={
            <Button
              type="button"
              variant="ghost"
              className="w-full"
              disabled={busy}
              onClick={() => navigate('/seeker-setup-step4')}
            >
              Skip for Now
            </Button>
          }
        />
      }
    >
      <PrivacyNote />
      <Card>
        <RadioGroup
          legend="Do you have a disability or long-term health condition?"
          hint="This helps employers offer the right support. It is optional."
          name="hasDisability"
          options={YES_NO}
          columns
          value={toYesNo(value.hasDisability)}
          onChange={(v) => set('hasDisability', fromYesNo(v))}
        />
      </Card>
      {value.hasDisability === true && (
        <Card className="flex flex-col gap-5">
          <h2 className="text-lg font-bold">About your disability</h2>
          <CheckboxGroup
            legend="Type of disability"
            hint="Choose any that apply."
            options={DISABILITY_TYPES}
            value={value.disabilityTypes}
            onChange={(v) => set('disabilityTypes', v)}
          />
          {value.disabilityTypes.includes(DISABILITY_TYPE_OTHER) && (
            <div>
              <Label htmlFor="disabilityOtherDetails">Please describe your disability</Label>
              <Textarea
                id="disabilityOtherDetails"
                maxLength={DETAILS_MAX}
                {...form.register('disabilityOtherDetails')}
              />
            </div>
          )}
          <CheckboxGroup
            legend="Workplace adjustments that would help you"
            hint="Choose any that apply."
            options={WORKPLACE_ADJUSTMENTS}
            value={value.workplaceAdjustments}
            onChange={(v) => set('workplaceAdjustments', v)}
          >
            <CheckboxRow
              label="Other"
              checked={value.workplaceAdjustmentsOther !== null}
              onChange={(checked) => set('workplaceAdjustmentsOther', checked ? '' : null)}
            />
          </CheckboxGroup>
          {value.workplaceAdjustmentsOther !== null && (
            <div>
              <Label htmlFor="workplaceAdjustmentsOther">Please describe the other adjustments</Label>
              <Textarea
                id="workplaceAdjustmentsOther"
                maxLength={DETAILS_MAX}
                {...form.register('workplaceAdjustmentsOther')}
              />
            </div>
          )}
        </Card>
      )}
    </WizardFrame>
  );
}
