import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CV_LIST_MAX, cvDataSchema, cvFormSchema, type CvData } from '@shared/contracts/cv';
import { useContractForm } from '@web/lib/use-contract-form';
import { emptyJob, ExperienceFields, SkillsEducationFields } from './list-steps';

type Step = typeof ExperienceFields | typeof SkillsEducationFields;

/** One of the wizard's list steps over the wizard's form (a new CV: one empty job). */
function ListStep({ Step }: { Step: Step }) {
  const form = useContractForm<CvData, CvData>(cvFormSchema, {
    defaultValues: cvDataSchema.parse({ workExperience: [emptyJob()] }),
    mode: 'onChange',
  });
  return <Step form={form} />;
}

function renderStep(Step: Step) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ListStep Step={Step} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const achievement = (n: number) => screen.queryByLabelText(`Achievement ${n}`, { exact: true });
const fieldset = (legend: RegExp) => screen.getByRole('group', { name: legend });

describe("the CV builder's achievement lines", () => {
  const renderSteps = () => renderStep(ExperienceFields);

  it('adds a line with the focus in it, and removing a line puts the focus on the line before', async () => {
    const user = renderSteps();
    expect(achievement(1)).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: /^Remove achievement/ })).toBeNull();

    await user.type(achievement(1)!, 'Cut errors');
    await user.click(screen.getByRole('button', { name: 'Add an achievement' }));
    expect(document.activeElement).toBe(achievement(2));
    await user.keyboard('Trained');

    await user.click(screen.getByRole('button', { name: 'Remove achievement 2' }));
    expect(achievement(2)).toBeNull();
    expect(document.activeElement).toBe(achievement(1));
    expect(achievement(1)).toHaveProperty('value', 'Cut errors');
    // The last line stays: it cannot be removed.
    expect(screen.queryByRole('button', { name: /^Remove achievement/ })).toBeNull();
  });

  it('removes the line asked for, not the last one', async () => {
    const user = renderSteps();
    await user.type(achievement(1)!, 'First');
    await user.click(screen.getByRole('button', { name: 'Add an achievement' }));
    await user.keyboard('Second');

    await user.click(screen.getByRole('button', { name: 'Remove achievement 1' }));
    expect(achievement(1)).toHaveProperty('value', 'Second');
    expect(achievement(2)).toBeNull();
    expect(document.activeElement).toBe(achievement(1));
  });

  it(`stops offering Add at ${CV_LIST_MAX.achievements} lines, and offers it again after a removal`, async () => {
    const user = renderSteps();
    const lines = fieldset(/^Achievements/);
    for (let n = 1; n < CV_LIST_MAX.achievements; n++) {
      await user.click(within(lines).getByRole('button', { name: 'Add an achievement' }));
    }
    expect(achievement(CV_LIST_MAX.achievements)).not.toBeNull();
    expect(within(lines).queryByRole('button', { name: 'Add an achievement' })).toBeNull();
    within(lines).getByText(`A job can list up to ${CV_LIST_MAX.achievements} achievements.`);

    await user.click(screen.getByRole('button', { name: 'Remove achievement 3' }));
    expect(document.activeElement).toBe(achievement(2));
    within(lines).getByRole('button', { name: 'Add an achievement' });
  });
});

describe("the CV builder's qualifications and certificates", () => {
  const renderSteps = () => renderStep(SkillsEducationFields);

  it('by keyboard: Add puts the focus in the new entry, whose fields take what is typed', async () => {
    const user = renderSteps();
    const add = screen.getByRole('button', { name: 'Add education' });
    add.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('Qualification 1'));
    await user.keyboard('NVQ 2');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Where'));
    await user.keyboard('Leeds');

    expect(screen.getByLabelText('Qualification 1')).toHaveProperty('value', 'NVQ 2');
    expect(screen.getByLabelText('Where')).toHaveProperty('value', 'Leeds');
  });

  it('removes the entry whose Remove was pressed; the focus goes to the entry before, then to Add', async () => {
    const user = renderSteps();
    const education = fieldset(/^Education and training/);
    const add = within(education).getByRole('button', { name: 'Add education' });
    await user.click(add);
    await user.keyboard('NVQ');
    await user.click(add);
    expect(document.activeElement).toBe(screen.getByLabelText('Qualification 2'));
    await user.keyboard('Forklift');

    await user.click(within(education).getAllByRole('button', { name: 'Remove' })[0]);
    expect(screen.queryByLabelText('Qualification 2')).toBeNull();
    expect(screen.getByLabelText('Qualification 1')).toHaveProperty('value', 'Forklift');
    expect(document.activeElement).toBe(screen.getByLabelText('Qualification 1'));

    await user.click(within(education).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByLabelText('Qualification 1')).toBeNull();
    expect(document.activeElement).toBe(within(education).getByRole('button', { name: 'Add education' }));
  });

  it('keeps qualifications and certificates apart, each with its own limit', async () => {
    const user = renderSteps();
    const certificates = fieldset(/^Certificates and licences/);
    await user.click(within(certificates).getByRole('button', { name: 'Add a certificate' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Certificate 1'));
    expect(screen.queryByLabelText('Qualification 1')).toBeNull();

    const education = fieldset(/^Education and training/);
    for (let n = 0; n < CV_LIST_MAX.education; n++) {
      await user.click(within(education).getByRole('button', { name: 'Add education' }));
    }
    expect(document.activeElement).toBe(screen.getByLabelText(`Qualification ${CV_LIST_MAX.education}`));
    expect(within(education).queryByRole('button', { name: 'Add education' })).toBeNull();
    within(education).getByText(`A CV can list up to ${CV_LIST_MAX.education} qualifications.`);
    // The certificates' own Add is still there.
    within(certificates).getByRole('button', { name: 'Add a certificate' });
  });
});
