import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordInput } from '@shared/rules/spent-check';
import { SpentChecker } from './spent-checker';

function renderChecker(onUse?: (record: RecordInput) => void) {
  render(
    <SpentChecker
      resultActions={onUse && ((record) => <button onClick={() => onUse(record)}>Use this answer</button>)}
    />,
  );
  return userEvent.setup({ delay: null });
}

type User = ReturnType<typeof userEvent.setup>;

/** The question on screen (Continue checks the answers asynchronously, so it may take a moment). */
const question = (name: string) => screen.findByRole('heading', { level: 2, name });
const expectFocusOn = (element: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(element));
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Continue' }));

async function answerDateOfBirth(user: User, date: string) {
  await user.type(screen.getByLabelText('Date of birth'), date);
  await next(user);
}

async function addConviction(user: User, date: string) {
  await user.click(await screen.findByRole('radio', { name: 'A conviction' }));
  await next(user);
  await question('When were you convicted?');
  await user.type(screen.getByLabelText('Date of the conviction'), date);
  await next(user);
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the spent checker', () => {
  it('says what is missing in an error summary that takes the focus, and links to the field', async () => {
    const user = renderChecker();
    await question('What is your date of birth?');
    await next(user);

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await expectFocusOn(summary);
    const field = screen.getByLabelText('Date of birth');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.click(within(summary).getByRole('link', { name: 'Enter your date of birth' }));
    expect(document.activeElement).toBe(field);

    // A date of birth still to come is not accepted either.
    await user.type(field, '2999-01-01');
    await next(user);
    await within(screen.getByRole('alert')).findByRole('link', { name: 'Date of birth must be in the past' });
    await question('What is your date of birth?');
  });

  it('asks about a caution, then whether there is more, then shows when it was spent', async () => {
    const onUse = vi.fn();
    const user = renderChecker(onUse);
    await answerDateOfBirth(user, '1990-05-01');

    await expectFocusOn(await question('What do you want to check?'));
    await user.click(screen.getByRole('radio', { name: 'A caution (including a youth caution)' }));
    await next(user);

    await question('About the caution');
    // Only a conditional caution asks when its conditions ended.
    await user.click(screen.getByRole('radio', { name: /^A conditional caution/ }));
    screen.getByLabelText('When did the conditions end? (optional)');
    await user.click(screen.getByRole('radio', { name: 'A simple or youth caution' }));
    expect(screen.queryByLabelText('When did the conditions end? (optional)')).toBeNull();
    await user.type(screen.getByLabelText('Date of the caution'), '2021-03-01');
    await next(user);

    await question('Is there anything else?');
    const choices = screen.getByRole('group', { name: 'Choose one' });
    // No conviction yet, so no "another sentence for the same conviction".
    expect(within(choices).queryByRole('radio', { name: /same conviction/ })).toBeNull();
    await user.click(within(choices).getByRole('radio', { name: 'No, show my results' }));
    await next(user);

    await question('Your results');
    screen.getByRole('heading', { level: 3, name: 'Caution on 1 March 2021' });
    screen.getByText('Spent on 1 March 2021');

    await user.click(screen.getByRole('button', { name: 'Use this answer' }));
    expect(onUse).toHaveBeenCalledWith({
      dateOfBirth: '1990-05-01',
      cautions: [{ type: 'simple', date: '2021-03-01' }],
      convictions: [],
    });
  });

  it("offers the sentences of the person's age then, and asks a length only where one is needed", async () => {
    const user = renderChecker();
    await answerDateOfBirth(user, '1990-05-01');
    await addConviction(user, '2020-01-15');

    await question('What sentence or order did you get?');
    screen.getByText(/You were 18 or over at the time\./);
    const sentence = screen.getByLabelText('Sentence or order');
    expect(optionNames(sentence)).toContain('Prison sentence');
    expect(optionNames(sentence)).not.toContain('Detention (under 18)');

    await user.selectOptions(sentence, 'Prison sentence');
    screen.getByRole('group', { name: 'How long was it?' });
    await next(user);
    await within(await screen.findByRole('alert')).findByRole('link', {
      name: 'Enter the length of the prison sentence',
    });

    await user.selectOptions(sentence, 'Fine');
    expect(screen.queryByRole('group', { name: /How long was it/ })).toBeNull();
    await next(user);

    await question('Is there anything else?');
    await user.click(screen.getByRole('radio', { name: 'No, show my results' }));
    await next(user);
    await screen.findByRole('heading', { level: 3, name: 'Conviction on 15 January 2020: fine' });
    screen.getByText('Spent on 15 January 2021');
  });

  it('offers youth sentences to someone under 18 at the conviction', async () => {
    const user = renderChecker();
    await answerDateOfBirth(user, '2005-01-01');
    await addConviction(user, '2020-01-15');

    await screen.findByText(/You were under 18 at the time\./);
    const options = optionNames(screen.getByLabelText('Sentence or order'));
    expect(options).toContain('Detention (under 18)');
    expect(options).not.toContain('Prison sentence');
  });

  it('goes Back a question at a time, showing the answers given', async () => {
    const user = renderChecker();
    await answerDateOfBirth(user, '1990-05-01');
    await user.click(await screen.findByRole('radio', { name: 'A conviction' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));

    await question('What is your date of birth?');
    expect(screen.getByLabelText('Date of birth')).toHaveProperty('value', '1990-05-01');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await next(user);
    await question('What do you want to check?');
    expect(screen.getByRole('radio', { name: 'A conviction' })).toHaveProperty('checked', true);
  });

  it('adds more sentences to the same conviction; Back leaves out what the skipped question would add', async () => {
    const user = renderChecker();
    await answerDateOfBirth(user, '1990-05-01');
    await addConviction(user, '2020-01-15');
    await user.selectOptions(await screen.findByLabelText('Sentence or order'), 'Fine');
    await next(user);

    await user.click(
      await screen.findByRole('radio', { name: 'Another sentence or order for the same conviction' }),
    );
    await next(user);
    await question('What sentence or order did you get?');
    await user.selectOptions(screen.getByLabelText('Sentence or order'), 'Penalty points on a licence');
    await next(user);

    await user.click(await screen.findByRole('radio', { name: 'Another conviction' }));
    await next(user);
    await question('When were you convicted?');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await question('Is there anything else?');
    await user.click(screen.getByRole('radio', { name: 'No, show my results' }));
    await next(user);

    await question('Your results');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Conviction on 15 January 2020: fine, penalty points on a licence']);

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await question('What is your date of birth?');
    expect(screen.getByLabelText('Date of birth')).toHaveProperty('value', '1990-05-01');
  });
});
