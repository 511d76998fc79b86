import type { Page } from '@playwright/test';

/** A report draft the wizard restores on opening (once: a reload keeps what the test changed since). */
export async function withReportDraft(page: Page, draft: Record<string, unknown>): Promise<void> {
  await page.addInitScript((saved) => {
    if (localStorage.getItem('ReportDraft')) return;
    localStorage.setItem('ReportDraft', JSON.stringify(saved));
  }, draft);
}
