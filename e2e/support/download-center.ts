import { expect, type Page } from '@playwright/test';

/** The start of a download's file name for a subject such as a campaign name (server/exports/create-export.ts). */
export const fileStemOf = (subject: string) =>
  `${subject.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60).toLowerCase()}-`;

export interface CenterDownload {
  /** The downloaded file on disk. */
  path: string;
  fileName: string;
  /** The job's Page and Columns cells in the Download Center, as a user reads them. */
  pageName: string;
  columns: string;
}

/**
 * A page's Export as every export of the console goes: the Download Columns dialog (unticking
 * `untick`, choosing the file type), a job queued; then the file from the Download Center once it is
 * ready, in a second tab opened from this one (it shares the session) so the page keeps its state.
 * `subject` names the file (a campaign's name); of its jobs of that type the newest is taken.
 */
export async function exportToDownloadCenter(page: Page, { subject, fileType, untick = [] }: { subject: string; fileType: 'CSV' | 'Excel'; untick?: string[] }): Promise<CenterDownload> {
  const stem = fileStemOf(subject);
  const extension = fileType === 'CSV' ? '.csv' : '.xlsx';
  await page.getByRole('button', { name: 'Export' }).click();
  const columns = page.getByRole('dialog', { name: 'Download Columns' });
  for (const label of untick) await columns.getByLabel(label, { exact: true }).uncheck();
  await columns.getByRole('radio', { name: fileType }).check();
  await columns.getByRole('button', { name: 'Download', exact: true }).click();
  const queued = page.getByText(/is being prepared: find it in the Download Center\.$/).filter({ hasText: stem }).filter({ hasText: `${extension} ` });
  await expect(queued.first()).toBeVisible();

  const [center] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open('/#/download-center'))]);
  const row = center.getByTestId('download-jobs').locator('tbody tr').filter({ hasText: stem }).filter({ hasText: extension }).first();
  // The centre refreshes by itself while a file is prepared.
  await expect(row).toHaveAttribute('data-state', 'DONE', { timeout: 120_000 });
  const cells = row.locator('td');
  const text = async (index: number) => ((await cells.nth(index).textContent()) ?? '').trim();
  const fileName = await text(0);
  const found = { fileName, pageName: await text(1), columns: await text(2) };
  const downloading = center.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${fileName}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const path = await download.path();
  await center.close();
  return { path, ...found };
}
