import { test } from './fixtures.ts';
test.use({ quiet: true });
test('shots', async ({ page, baseURL }) => {
  await page.context().addCookies(
    Object.entries({ 'saved-map-state': 'true', sightingId: '', lat: '38', lng: '-95', zoom: '4', itemsToShow: '25' }).map(
      ([name, value]) => ({ name, value, url: baseURL! }),
    ),
  );
  await page.goto('/');
  await page.locator('.explore-cluster').first().waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/i17shots/clusters.png' });
  await page.goto('/?layer=heat');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: '/tmp/i17shots/heat.png' });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: '/tmp/i17shots/phone.png' });
});
