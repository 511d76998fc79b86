import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ quiet: true });

/** What has the focus, as a keyboard user hears it: its accessible name (or a stand-in) and where it is. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return { name: '', inMap: false, marker: false };
    const labelled = element.getAttribute('aria-label') ?? '';
    const label = element.id ? (document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '') : '';
    const group = element.closest('[role="radiogroup"]')?.getAttribute('aria-label') ?? '';
    return {
      name: (group || labelled || label || element.textContent || '').trim(),
      inMap: Boolean(element.closest('.leaflet-container')),
      marker: element.classList.contains('leaflet-marker-icon'),
    };
  });

for (const size of [
  { width: 1366, height: 768, controls: ['Most Recent', 'Location', 'Map layer', 'Filters'] },
  { width: 390, height: 844, controls: ['Most Recent', 'Map layer', 'Filters'] },
]) {
  test(`at ${size.width}×${size.height} the map's controls and filters come within 10 Tab presses, before its markers`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    await expect(page.locator('.leaflet-marker-icon, .cluster-marker').first()).toBeVisible();
    await page.locator('body').focus();
    const stops = [];
    for (let press = 0; press < 10; press += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    const names = stops.map((stop) => stop.name);
    for (const control of size.controls) expect(names, names.join(' | ')).toContain(control);
    // Nothing inside the map (a marker, a popup's link) comes before the controls drawn over it.
    const lastControl = Math.max(...size.controls.map((control) => names.indexOf(control)));
    expect(stops.slice(0, lastControl).filter((stop) => stop.inMap || stop.marker)).toEqual([]);

    // Filters takes the focus to the filters below the map.
    await page.keyboard.press('Shift+Tab');
    while ((await focused(page)).name !== 'Filters') await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('From date')).toBeFocused();
    await expect(page.getByLabel('From date')).toBeInViewport();
  });

  test(`at ${size.width}×${size.height} the focus is always clearly drawn, over the map too`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    await page.locator('body').focus();
    for (let press = 0; press < 10; press += 1) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        let element = document.activeElement as HTMLElement;
        // A radio drawn as a button shows its focus on its label.
        if (element.classList.contains('btn-check')) element = element.nextElementSibling as HTMLElement;
        const style = getComputedStyle(element);
        return {
          what: element.outerHTML.slice(0, 120),
          width: parseFloat(style.outlineWidth),
          style: style.outlineStyle,
          color: style.outlineColor,
        };
      });
      expect(ring.style, ring.what).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      // Dark blue on the light page and over the map (with a white ring there), amber on the dark bar:
      // each 3:1 or more against what surrounds it (WCAG 2.2 AA).
      expect(['rgb(26, 63, 158)', 'rgb(255, 191, 71)']).toContain(ring.color);
    }
  });
}
