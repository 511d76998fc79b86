import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { approveReport, reportSighting, signIn, uploadToReport } from './staff.ts';

test.use({ quiet: true });

/** A night photo with something in it: a glowing disc over a dark ridge, as a JPEG. */
async function nightPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b1026"/><stop offset="1" stop-color="#5a6a9a"/></linearGradient></defs>
    <rect width="320" height="240" fill="url(#sky)"/>
    <ellipse cx="210" cy="70" rx="60" ry="22" fill="#ffd27a"/>
    <path d="M0 240 L0 170 L80 130 L150 180 L230 120 L320 170 L320 240 Z" fill="#10131c"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

// Far from where the other specs file their reports, so no other report is near it in place and time.
const PLACE = { latitude: 36.4072, longitude: -116.2, locationName: 'Amargosa Valley, Nevada' };
const SUMMARY = `Duplicates spec: a glowing disc over the ridge ${Date.now()}`;

test('staff see a resent report marked in the queue and merge it: the original keeps its media', async ({
  page,
  request,
}) => {
  test.slow();
  const occurred = new Date(Date.now() - 3 * 3_600_000).toISOString();
  const photo = await nightPhoto();
  const original = await reportSighting(request, SUMMARY, { ...PLACE, occurred });
  await uploadToReport(request, original, { name: 'disc.jpg', mimeType: 'image/jpeg', buffer: photo });
  await approveReport(request, original.id);
  const resend = await reportSighting(request, SUMMARY, { ...PLACE, occurred });
  await uploadToReport(request, resend, { name: 'disc.jpg', mimeType: 'image/jpeg', buffer: photo });
  await uploadToReport(request, resend, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Silent.') });

  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL('/administration');
  const queue = page.getByRole('region', { name: /Pending Reports/ });
  // The newest reports are on the queue's last page (there are pages only when there are many).
  await expect(queue.getByRole('listitem').first()).toBeVisible();
  const last = queue.getByRole('button', { name: 'Last page' });
  if ((await last.count()) > 0 && (await last.isEnabled())) await last.click();
  const row = queue.getByRole('listitem').filter({
    has: page.getByRole('link', { name: `Open sighting ${resend.id} in the editor` }),
  });
  const mark = row.getByRole('group', { name: `Possible resend of ${original.id}` });
  await expect(mark).toContainText(/\d+% sure: same place and time, near-identical text, same photo/);

  await mark.getByRole('button', { name: `Merge into ${original.id}` }).click();
  await expect(mark).toContainText(
    `Merge ${resend.id} into ${original.id}? Its media move over and ${resend.id} is deleted.`,
  );
  await mark.getByRole('button', { name: 'Confirm merge' }).click();
  await expect(
    page.locator('.toast').filter({ hasText: `Sighting ${resend.id} has been merged into ${original.id}.` }),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText(`merged sighting ${resend.id}`);
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText(`Merged into ${original.id}`);

  // A visitor sees the original with its own photo and the file that moved over: the resend's copy of
  // the same photo, byte for byte, is not added a second time.
  await page.goto(`/sighting/${original.id}`);
  const media = page.getByRole('region', { name: 'Images & Media' });
  await expect(media.getByRole('link', { name: 'notes.txt' })).toBeVisible();
  const image = media.getByRole('img', { name: 'disc.jpg' });
  await expect(image).not.toHaveClass(/media-placeholder/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await expect(media.getByRole('img', { name: 'disc-2.jpg' })).toHaveCount(0);
  const resent = await request.get(`/api/v1/sightings/by-id/${resend.id}`, { headers: { Authorization: '' } });
  expect(resent.status()).toBe(404);
});
