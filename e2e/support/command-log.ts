import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** A flow document as the editor's Export JSON writes it. */
export type ExportedFlow = Record<string, unknown> & { nodes: unknown[]; edges: unknown[] };

async function downloadText(page: Page, start: () => Promise<void>): Promise<string> {
  const downloading = page.waitForEvent('download');
  await start();
  return readFile(await (await downloading).path(), 'utf8');
}

/**
 * Downloads the open flow's command log (a click on the toolbar button unless `start` presses it
 * another way); returns the file's text.
 */
export async function downloadCommandLog(page: Page, start = () => page.getByRole('button', { name: 'Download command log' }).click()): Promise<string> {
  return downloadText(page, start);
}

/** The open flow as the toolbar's Export JSON downloads it. */
export async function exportedFlow(page: Page): Promise<ExportedFlow> {
  return JSON.parse(await downloadText(page, () => page.getByTestId('toolbar-exportJson').click())) as ExportedFlow;
}

/**
 * What a flow holds, without the record it lives in: id, bot, name, server version and state
 * belong to the flow the log is replayed onto, not to what the commands built.
 */
export function flowContent({ id: _id, botId: _botId, name: _name, version: _version, state: _state, ...content }: ExportedFlow) {
  return content;
}

/**
 * Replays a command log (the text of a downloaded log file) onto the open flow through the
 * editor's Replay command log dialog, all at once, and waits until every command has applied;
 * a command that no longer applies fails the test with the dialog's message. `whileOpen` runs with
 * the log loaded and not yet applied (an axe check, say).
 */
export async function replayCommandLog(page: Page, log: string, whileOpen?: () => Promise<void>) {
  await page.getByRole('button', { name: 'Replay command log' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replay a command log' });
  await dialog.getByLabel('Command log file').setInputFiles({ name: 'commands.json', mimeType: 'application/json', buffer: Buffer.from(log) });
  await expect(dialog.getByTestId('replay-progress')).toBeVisible();
  await whileOpen?.();
  const applyAll = dialog.getByRole('button', { name: 'Apply all' });
  await applyAll.click();
  // Disabled once the replay has finished or stopped; a stop's message then fails the test.
  await expect(applyAll).toBeDisabled();
  const stopped = dialog.getByTestId('replay-stopped');
  expect(await stopped.count(), (await stopped.allTextContents()).join(' ')).toBe(0);
  await expect(dialog.getByTestId('replay-progress')).toHaveText('Replay finished: every command applied.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}
