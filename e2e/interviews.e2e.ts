import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, completeSeekerProfile, signUp } from './support/api';
import { expectAccessible, launchBrowser, newPhone, outboxMails, snap } from './support/browser';
import { tabTo } from './support/keyboard';

/**
 * Interviews at 360 px, in two phones at once: the employer (in London) proposes two times in the
 * conversation; the seeker (in Warsaw, so an hour ahead) sees the card arrive live in their own
 * time zone and books one by keyboard alone, asking for adjustments; the employer sees it booked
 * live and acknowledges; the seeker sees that live; "Add to calendar" downloads the invite; both
 * confirmations land in the outbox with the invite attached; a reminder lands too.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const JOB = {
  description: 'Barista: friendly cafe by the harbour, training given, flexible shifts.',
  category: 'Hospitality',
  employmentType: 'Part-time',
  locationCity: 'Bristol',
  locationCountry: 'United Kingdom',
  salaryMin: 22000,
  salaryMax: 24000,
  requiredSkills: ['customer_service'],
  status: 'active',
};

/** A London date `days` ahead, as a date field takes it. */
function londonDate(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);
}

/** The outbox's e-mails for an address with a subject. */
const mails = (to: string, subject: string) =>
  outboxMails(to).filter((m) => m.includes(`Subject: ${subject}`));

async function waitFor<T>(what: () => T[], count: number, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const found = what();
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`waited ${timeoutMs} ms for ${count}`);
}

async function scene(tag: string) {
  const hirer = await newPhone(browser, { timezoneId: 'Europe/London' });
  const hirerEmail = await signUp(hirer, 'hirer', `iv-hirer-${tag}`);
  await apiCall(hirer, 'POST', '/api/company', {
    companyName: `Harbour Cafe ${tag}`,
    industry: 'Hospitality',
  });
  const jobId = (
    (await apiCall(hirer, 'POST', '/api/jobs', { ...JOB, title: 'Barista' })).job as { id: string }
  ).id;
  const seeker = await newPhone(browser, { timezoneId: 'Europe/Warsaw' });
  const seekerEmail = await signUp(seeker, 'seeker', `iv-seeker-${tag}`);
  await completeSeekerProfile(seeker, {
    personal: {
      firstName: 'Rowan',
      lastName: `Price${tag}`,
      jobTitle: 'Barista',
      headline: 'Coffee and smiles',
    },
    skills: { keySkills: ['customer_service'], jobInterests: ['Hospitality'] },
  });
  const seekerId = ((await (await seeker.request.get('/api/me')).json()) as { user: { id: string } }).user.id;
  await apiCall(seeker, 'POST', '/api/swipes', { targetKind: 'job', targetId: jobId, action: 'like' });
  await apiCall(hirer, 'POST', '/api/swipes', { targetKind: 'seeker', targetId: seekerId, action: 'like' });
  return { hirer, seeker, hirerEmail, seekerEmail, jobId, seekerName: `Rowan Price${tag}` };
}

async function openConversation(context: BrowserContext, list: string, name: RegExp): Promise<Page> {
  const page = await context.newPage();
  await page.goto(list);
  await page.getByRole('link', { name }).first().click();
  await page.getByRole('heading', { name: 'Conversation' }).waitFor();
  return page;
}

describe('interviews', () => {
  it('the employer proposes two times, the seeker books one live by keyboard with adjustments, both see it booked, the invite downloads and the e-mails land', async () => {
    const tag = String(Date.now());
    const { hirer, seeker, hirerEmail, seekerEmail, seekerName } = await scene(tag);
    const day = londonDate(3);

    // Both have the conversation open.
    const seekerPage = await openConversation(seeker, '/seeker-messages', new RegExp(`Harbour Cafe ${tag}`));
    const hirerPage = await openConversation(hirer, '/hirer-messages', new RegExp(seekerName));

    // The employer proposes two times.
    await hirerPage.getByRole('button', { name: 'Propose interview' }).click();
    const dialog = hirerPage.getByRole('dialog', { name: 'Propose interview' });
    await dialog.getByText('Times are in your time zone (Europe/London).').waitFor();
    await dialog.getByLabel('Date').first().fill(day);
    await dialog.getByLabel('Start time').first().fill('10:00');
    await dialog.getByRole('button', { name: 'Add another time' }).click();
    await dialog.getByLabel('Date').nth(1).fill(day);
    await dialog.getByLabel('Start time').nth(1).fill('14:00');
    await dialog.getByLabel('Length').nth(1).selectOption('45');
    await dialog.getByRole('radio', { name: 'In person' }).check();
    // Sending without the address puts the error on its field.
    await dialog.getByRole('button', { name: 'Send times' }).click();
    const address = dialog.getByLabel('Address');
    await expect.poll(() => address.getAttribute('aria-invalid')).toBe('true');
    await address.fill('12 Quay Street, Bristol BS1 4DJ');
    await dialog.getByLabel(/^Note for /).fill('Ask for Priya at the counter.');
    await expectAccessible(hirerPage, 'propose interview dialog');
    await snap(hirerPage, 'interview-propose');
    await dialog.getByRole('button', { name: 'Send times' }).click();
    await dialog.waitFor({ state: 'detached' });
    await hirerPage.getByRole('article', { name: 'Interview: Barista' }).waitFor();

    // The seeker's card arrives live, in their own zone (Warsaw is an hour ahead of London).
    const card = seekerPage.getByRole('article', { name: 'Interview: Barista' });
    await card.waitFor({ timeout: 15_000 });
    await card
      .getByText(/11:00 to 11:30 CET/)
      .first()
      .waitFor();
    await card
      .getByText(/15:00 to 15:45 CET/)
      .first()
      .waitFor();
    await expectAccessible(seekerPage, 'interview card (proposed)');
    await snap(seekerPage, 'interview-card-proposed');

    // Keyboard only: book the afternoon time, asking for step-free access and in own words.
    const book = card.getByRole('button', { name: /^Book .*15:00 to 15:45/ });
    await tabTo(seekerPage, book);
    await seekerPage.keyboard.press('Enter');
    const bookDialog = seekerPage.getByRole('dialog', { name: 'Book this time?' });
    await bookDialog.waitFor();
    const stepFree = bookDialog.getByRole('checkbox', { name: 'Step-free access' });
    await tabTo(seekerPage, stepFree);
    await seekerPage.keyboard.press('Space');
    expect(await stepFree.isChecked()).toBe(true);
    await tabTo(seekerPage, bookDialog.getByLabel(/in your own words/));
    await seekerPage.keyboard.type('I use a wheelchair.');
    await expectAccessible(seekerPage, 'book interview dialog');
    await tabTo(seekerPage, bookDialog.getByRole('button', { name: 'Book this time' }));
    await seekerPage.keyboard.press('Enter');
    await bookDialog.waitFor({ state: 'detached' });
    await card.getByText('Booked for').waitFor();
    await card
      .getByText(/15:00 to 15:45 CET/)
      .first()
      .waitFor();

    // The employer sees it booked live, with the request, and acknowledges it.
    const hirerCard = hirerPage.getByRole('article', { name: 'Interview: Barista' });
    await hirerCard.getByText('Booked for').waitFor({ timeout: 15_000 });
    await hirerCard.getByText(/14:00 to 14:45 GMT/).waitFor();
    await hirerCard.getByText('Step-free access').waitFor();
    await hirerCard.getByText('I use a wheelchair.').waitFor();
    await expectAccessible(hirerPage, 'interview card (booked, employer)');
    await snap(hirerPage, 'interview-card-booked-employer');
    await hirerCard.getByRole('button', { name: 'Acknowledge adjustments' }).click();
    await hirerCard.getByText('Acknowledged', { exact: true }).waitFor();
    // ...and the seeker sees the acknowledgement live.
    await card.getByText(`Acknowledged by Harbour Cafe ${tag}`).waitFor({ timeout: 15_000 });
    await snap(seekerPage, 'interview-card-booked-seeker');

    // "Add to calendar" downloads the invite.
    const [download] = await Promise.all([
      seekerPage.waitForEvent('download'),
      card.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    const ics = fs.readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toMatch(/UID:interview-[0-9a-f-]+@newleaf/);
    expect(ics).toContain(`DTSTART;TZID=Europe/London:${day.replaceAll('-', '')}T140000`);

    // Both confirmations are in the outbox, each with its own invite attached.
    for (const to of [seekerEmail, hirerEmail]) {
      const [mail] = await waitFor(() => mails(to, 'Interview booked: Barista'), 1);
      expect(mail).toContain('Content-Type: text/calendar');
      expect(mail).toContain('interview.ics');
    }

    // My Applications shows the step; the dashboard lists the interview as upcoming.
    await seekerPage.goto('/seeker-applications');
    await seekerPage.getByText('Interview Scheduled').first().waitFor();
    await seekerPage.goto('/seeker-dashboard');
    await seekerPage.getByRole('heading', { name: 'Upcoming interviews' }).waitFor();
    await expectAccessible(seekerPage, 'seeker dashboard with an upcoming interview');
    await snap(seekerPage, 'interview-seeker-dashboard');
    await hirerPage.goto('/hirer-dashboard');
    await hirerPage.getByRole('heading', { name: 'Upcoming interviews' }).waitFor();
    await hirerPage.getByText(seekerName).first().waitFor();
    await expectAccessible(hirerPage, 'employer dashboard with an upcoming interview');
    await snap(hirerPage, 'interview-hirer-dashboard');
    await hirer.close();
    await seeker.close();
  });

  it('a reminder goes 2 hours before, from the queue, with the invite', async () => {
    const tag = String(Date.now());
    const { hirer, seeker, seekerEmail } = await scene(tag);
    const conversations = (await (await seeker.request.get('/api/conversations')).json()) as {
      items: { id: string }[];
    };
    const conversationId = conversations.items[0]!.id;
    // Two hours and five seconds ahead: the 2-hour reminder is due in five seconds.
    const proposed = await apiCall(hirer, 'POST', `/api/conversations/${conversationId}/interviews`, {
      slots: [{ startsAt: new Date(Date.now() + 2 * 3_600_000 + 5000).toISOString(), minutes: 30 }],
      kind: 'phone',
    });
    const interview = proposed.interview as { id: string; slots: { id: string }[] };
    await apiCall(seeker, 'POST', `/api/interviews/${interview.id}/book`, { slotId: interview.slots[0]!.id });
    const [reminder] = await waitFor(
      () => mails(seekerEmail, 'Reminder: interview in 2 hours: Barista'),
      1,
      40_000,
    );
    expect(reminder).toContain('Content-Type: text/calendar');
    expect(reminder).toContain('Turn interview reminders off:');
    await hirer.close();
    await seeker.close();
  });
});
