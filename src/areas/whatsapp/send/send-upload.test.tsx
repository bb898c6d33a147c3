// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InlineAudienceWorker } from '@/campaigns/audience/testing/inline-audience-worker';
import { jsonResponse, renderSendPage } from './testing/render-send-page';
import { CAMPAIGN_ID, campaignView, fakeSendApi, testTemplate } from './testing/send-fixtures';

const ID = CAMPAIGN_ID;
const template = testTemplate('Hi {{first_name}}.', [{ param_name: 'first_name', example: 'Asha' }]);
// The first file read loads the phone metadata; on a busy machine that takes more than a second.
const slow = { timeout: 15_000 };

/** A worker that never answers: the file stays "being read" for as long as the test looks. */
class SilentWorker {
  onmessage = null;
  onerror = null;
  postMessage() {}
  terminate() {}
}

/** A reply the test lets go when it has looked at the page in between. */
function held() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, released };
}

async function toAudienceStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText('Campaign name'));
  await user.paste('Members');
  await user.selectOptions(await screen.findByLabelText('Sender number'), '100');
  await user.selectOptions(await screen.findByLabelText('Approved template'), '7');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

/** The line announcing `text` (a live region, so a screen reader hears each stage). */
const statusLine = async (text: string) => (await screen.findByText(text, undefined, slow)).closest('[role="status"]');

const choose = (user: ReturnType<typeof userEvent.setup>, file: File) => user.upload(screen.getByLabelText('Choose files', { selector: 'input' }), file);

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
  vi.unstubAllGlobals();
});

describe('send-whatsapp audience upload', { timeout: 60_000 }, () => {
  it('clears what it said about the last file as soon as a new one is chosen, and names the file it is opening', async () => {
    vi.stubGlobal('Worker', InlineAudienceWorker);
    const user = userEvent.setup();
    renderSendPage(fakeSendApi(template).fetch, '/whatsapp-campaign/send-whatsapp/UPLOAD_FILE');
    await toAudienceStep(user);
    await choose(user, new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])], 'photo.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/photo\.csv: this file is not a CSV or Excel file/, undefined, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Upload a file with at least one valid number.')).toBeInTheDocument();

    vi.stubGlobal('Worker', SilentWorker);
    await choose(user, new File(['phone,first_name\n+919812345678,Asha\n'], 'members.csv', { type: 'text/csv' }));
    expect(screen.getByText('Opening members.csv…')).toBeInTheDocument();
    expect(screen.queryByText(/photo\.csv/)).not.toBeInTheDocument();
    expect(screen.queryByText('Upload a file with at least one valid number.')).not.toBeInTheDocument();
  });

  it('says what Save and review is doing until the review appears (saving, uploading, the server checking the numbers), then the time zones the numbers are in', async () => {
    vi.stubGlobal('Worker', InlineAudienceWorker);
    const user = userEvent.setup();
    const api = fakeSendApi(template);
    const [saving, chunk, complete] = [held(), held(), held()];
    const timeZones = [
      { zone: 'America/Los_Angeles', recipients: 1 },
      { zone: 'Asia/Kolkata', recipients: 1 },
    ];
    api.on('POST', 'campaigns', async (body) => (await saving.released, jsonResponse(campaignView(body))));
    api.on('POST', `campaigns/${ID}/audience/chunks`, async (body) => (await chunk.released, jsonResponse({ importId: body.importId, chunkIndex: 0, chunksReceived: 1, rowsReceived: 2 })));
    api.on('POST', `campaigns/${ID}/audience/complete`, async () => (await complete.released, jsonResponse({ recipients: 2, duplicates: 0, optedOut: 0, timeZones })));
    // The upload worker posts the chunks with the global fetch; the client is handed the same fake.
    vi.stubGlobal('fetch', api.fetch);
    renderSendPage(api.fetch, '/whatsapp-campaign/send-whatsapp/UPLOAD_FILE');
    await toAudienceStep(user);
    await choose(user, new File(['phone,first_name\n+919812345678,Meera\n+14155552671,Ravi\n'], 'members.csv', { type: 'text/csv' }));
    // The preview shows the first row's name once the form has the file.
    await screen.findByText(/Hi Meera\./, undefined, slow);
    // Before any upload: the time at the number's daily limit and the cost by the rate card (marketing, one Indian and one US number).
    const forecast = screen.getByRole('region', { name: 'Sending to 2 valid numbers at this number’s pace' });
    const value = (label: string) => within(forecast).getByText(label).nextElementSibling;
    expect(value('Daily limit (messaging tier)')).toHaveTextContent('2,000 recipients a day');
    expect(value('Estimated sending time')).toHaveTextContent('1 minute');
    expect(value('Estimated cost')).toHaveTextContent('$0.0368');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Save and review' }));

    expect(await statusLine('Saving the campaign…')).not.toBeNull();
    saving.release();
    expect(await statusLine('Uploading the audience…')).not.toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Uploading the audience' })).toHaveAttribute('aria-valuetext', 'Uploading the audience: 0 of 2 numbers');
    chunk.release();
    const checking = await statusLine('All 2 numbers are up. The server is checking them against duplicates and opt-outs; the review opens when it is done.');
    expect(checking).not.toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Uploading the audience' })).not.toBeInTheDocument();
    complete.release();
    expect(await screen.findByRole('heading', { name: 'Step 5: Review' }, slow)).toBeInTheDocument();
    expect(checking).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Recipients').nextElementSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Estimated cost').nextElementSibling).toHaveTextContent('$0.0368');
    // The zones the server found for the numbers: each gets the window in its own local time.
    const zones = within(summary).getByRole('region', { name: "Recipients' time zones (2)" });
    expect(within(zones).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['America/Los Angeles (Pacific Time)1 recipient', 'Asia/Kolkata (India Standard Time)1 recipient']);
  });
});
