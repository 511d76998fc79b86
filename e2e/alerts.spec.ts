import type { ParsedMail } from 'mailparser';
import { linksOf, startSmtpInbox, type SmtpInbox } from '../server/test/smtp-inbox.ts';
import { expect, test } from './fixtures.ts';
import { approveReport, reportSighting } from './staff.ts';

test.use({ quiet: true });

// Hobart, far from every other spec's reports, so no other spec's approval reaches this alert.
const INSIDE = { latitude: -42.88, longitude: 147.33, locationName: 'Hobart, Tasmania' };
const OUTSIDE = { latitude: -37.81, longitude: 144.96, locationName: 'Melbourne, Victoria' };

let inbox: SmtpInbox;
test.beforeAll(async () => {
  inbox = await startSmtpInbox(Number(process.env.E2E_SMTP_PORT));
});
test.afterAll(async () => {
  await inbox.close();
});

const linkTo = (mail: ParsedMail, part: string) => {
  const link = linksOf(mail).find((url) => url.includes(part));
  expect(link, mail.text).toBeDefined();
  return link!;
};

test('a visitor follows the map view by e-mail, confirms, and is told of the one sighting approved inside it', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  await page.goto(`/?lat=${INSIDE.latitude}&lng=${INSIDE.longitude}&zoom=10`);
  await page.getByRole('button', { name: 'Alert me about this area' }).click();
  const form = page.getByRole('dialog', { name: 'Alert me about this area' });
  await expect(form.getByLabel('E-mail', { exact: true })).toBeChecked();
  await form.getByLabel('E-mail address').fill(`watcher-${stamp}@example.org`);
  await form.getByRole('button', { name: 'Create Alert' }).click();
  await expect(form.getByText('Check your e-mail to confirm.')).toBeVisible();

  const confirmation = await inbox.mail(1);
  expect(confirmation.to).toMatchObject({ text: `watcher-${stamp}@example.org` });
  await page.goto(linkTo(confirmation, '/alerts/confirm/'));
  await expect(page.getByText('Your e-mail address is confirmed: the alert is on.')).toBeVisible();
  await expect(page.getByText('On', { exact: true })).toBeVisible();

  const insideSummary = `Silver disc over the river ${stamp}`;
  const outsideSummary = `Orange light over the bay ${stamp}`;
  const outside = await reportSighting(request, outsideSummary, OUTSIDE);
  const inside = await reportSighting(request, insideSummary, INSIDE);
  await approveReport(request, outside.id);
  await approveReport(request, inside.id);

  // The outbox is sent in order: had the report outside matched, its mail would have come before this one.
  const alertMail = await inbox.mail(2);
  expect(alertMail.text).toContain(insideSummary);
  expect(alertMail.text).not.toContain(outsideSummary);
  expect(inbox.mails).toHaveLength(2);
  const header = alertMail.headerLines.find((line) => line.key === 'list-unsubscribe-post');
  expect(header?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  await page.goto(linkTo(alertMail, `/sighting/${inside.id}`));
  await expect(page.getByText(insideSummary).first()).toBeVisible();
});
