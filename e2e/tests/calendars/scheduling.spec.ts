import { expect, test } from '@playwright/test';
import { startRadicale, type Radicale } from '@hirelane/test-servers/radicale';
import { currentWorkspaceId, createProjectViaApi } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

/**
 * Interview scheduling (issue 22, decision 049) against a real CalDAV server (Radicale): connect
 * the calendar, make a scheduling link on the candidate page, book it as the candidate in another
 * browser, and find the event on the server and the scheduled sub-stage in the project; then the
 * candidate moves it, and the recruiter sees it moved on the candidate page.
 */

const organizer = { user: 'recruiter@calendar.test', password: 'e2e-caldav-password' };
let radicale: Radicale;
let calendarUrl: string;

test.beforeAll(async () => {
  radicale = await startRadicale([organizer]);
  calendarUrl = await radicale.createCalendar(organizer, 'Work');
});

test.afterAll(async () => {
  await radicale?.close();
});

test('a candidate books an interview in the recruiter’s CalDAV calendar', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('scheduler'));

  await page.goto('/app/connect-calendar');
  await page.getByLabel("Your calendar's e-mail address").fill(organizer.user);
  await page.getByLabel('CalDAV server address').fill(radicale.url);
  await page.getByLabel('Password or app password').fill(organizer.password);
  await page.getByRole('button', { name: 'Connect calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Calendar connected' })).toBeVisible();

  const project = await createProjectViaApi(page, { name: 'Scheduling project' });
  const workspace = await currentWorkspaceId(page);
  const added = await page.request.post(
    `/api/project/${project._id}/candidate/add?workspace=${workspace}`,
    {
      data: {
        source: 'csv',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@e2e.hirelane.test',
      },
    },
  );
  expect(added.ok(), await added.text()).toBe(true);
  const candidateId = ((await added.json()) as { data: { candidate_id: string } }).data
    .candidate_id;

  await page.goto(`/app/projects/${project._id}/candidate/${candidateId}`);
  const panel = page.getByRole('region', { name: 'Schedule an interview' });
  await expect(panel.getByRole('checkbox', { name: /recruiter@calendar.test/ })).toBeChecked();
  await panel.getByRole('checkbox', { name: /E-mail the link/ }).uncheck();
  await panel.getByRole('button', { name: 'Make scheduling link' }).click();
  const link = await panel.getByLabel('Scheduling link').inputValue();
  expect(link).toMatch(/\/schedule\/[\w-]{40,}$/);

  const candidate = await browser.newContext();
  const booking = await candidate.newPage();
  await booking.goto(link);
  await expect(booking.getByRole('heading', { name: 'Interview' })).toBeVisible();
  await booking.getByRole('group').first().getByRole('button').first().click();
  await booking.getByRole('button', { name: /^Book / }).click();
  await expect(booking.getByText('Your interview is booked')).toBeVisible();

  await expect.poll(async () => (await radicale.listEvents(organizer, calendarUrl)).length).toBe(1);
  const person = await page.request.get(
    `/api/candidate/get/${candidateId}?project_id=${project._id}&workspace=${workspace}`,
  );
  expect(JSON.stringify(await person.json())).toContain('"sub_stage":"scheduled"');

  // The candidate moves it to another day: the same event, moved, never canceled in between.
  const [eventFile] = await radicale.listEvents(organizer, calendarUrl);
  const uid = eventFile!.replace(/\.ics$/, '');
  const before = await radicale.getEvent(organizer, calendarUrl, uid);
  await booking.getByRole('button', { name: 'Reschedule' }).click();
  const choices = booking.getByRole('region', { name: 'Reschedule' });
  await choices.getByRole('group').nth(1).getByRole('button').first().click();
  await booking.getByRole('button', { name: /^Move to / }).click();
  await expect(booking.getByRole('button', { name: 'Reschedule' })).toBeVisible();
  await candidate.close();
  const after = await radicale.getEvent(organizer, calendarUrl, uid);
  expect(after).toContain('SEQUENCE:1');
  expect(after?.match(/DTSTART:\S+/)?.[0]).not.toBe(before?.match(/DTSTART:\S+/)?.[0]);
  expect(await radicale.listEvents(organizer, calendarUrl)).toEqual([eventFile]);

  await page.reload();
  const interviews = page.getByRole('region', { name: 'Interviews' });
  await expect(interviews.getByText('Booked')).toBeVisible();
  await expect(interviews.getByRole('button', { name: 'Cancel interview' })).toBeVisible();
});
