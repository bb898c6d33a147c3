// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InlineAudienceWorker } from '@/campaigns/audience/testing/inline-audience-worker';
import { renderSendPage } from './testing/render-send-page';
import { fakeSendApi, testTemplate } from './testing/send-fixtures';

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

async function toAudienceStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText('Campaign name'));
  await user.paste('Members');
  await user.selectOptions(await screen.findByLabelText('Sender number'), '100');
  await user.selectOptions(await screen.findByLabelText('Approved template'), '7');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

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
});
