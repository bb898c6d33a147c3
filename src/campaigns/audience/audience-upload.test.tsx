// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/shell/testing/test-i18n';
import type { AudienceResult } from './audience-types';
import { AudienceUpload } from './audience-upload';
import { startInlineAudienceWorker } from './testing/inline-audience-worker';

afterEach(() => vi.restoreAllMocks());

const csv = (text: string, name = 'contacts.csv') => new File([text], name, { type: 'text/csv' });
const contacts = csv('name,phone\nAsha,9876543210\nRavi,12345\nAsha again,+91 98765 43210\nDev,9812345678\n');

function renderUpload(props: Partial<Parameters<typeof AudienceUpload>[0]> = {}) {
  const results: (AudienceResult | null)[] = [];
  render(
    <I18nextProvider i18n={initTestI18n()}>
      <AudienceUpload maxFiles={10} initialCountry="IN" onResult={(r) => results.push(r)} startWorker={startInlineAudienceWorker} {...props} />
    </I18nextProvider>,
  );
  return results;
}

// The first parse loads the phone metadata; on a busy machine that takes more than the default second.
const slow = { timeout: 10_000 };

const count = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('AudienceUpload', () => {
  it('reads a picked file and shows the counts, the preview and the problems by row number', async () => {
    const user = userEvent.setup();
    const results = renderUpload();
    await user.upload(screen.getByLabelText('Choose files', { selector: 'input' }), contacts);

    await screen.findByText('First 4 rows', undefined, slow);
    expect([count('Rows'), count('Valid'), count('Invalid'), count('Duplicates')]).toEqual(['4', '2', '1', '1']);
    const problems = within(screen.getByRole('region', { name: '2 rows will not be sent' })).getAllByRole('listitem');
    expect(problems.map((item) => item.textContent)).toEqual(['Row 3Invalid number12345', 'Row 4Duplicate of an earlier row+91 98765 43210']);
    const preview = within(screen.getByRole('region', { name: 'First 4 rows' })).getAllByRole('row');
    expect(within(preview[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', 'Asha', '9876543210', '+919876543210', 'Valid']);
    expect(screen.getByLabelText('Phone number column')).toHaveValue('phone');
    // The caller is told in an effect after the render that shows the counts, so it may come a tick later.
    await waitFor(() => expect(results.at(-1)?.counts.valid).toBe(2));
  });

  it('tells a caller of each new result once, even when it passes a new callback that re-renders it every time', async () => {
    const user = userEvent.setup();
    const told: (AudienceResult | null)[] = [];
    function Caller() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <span data-testid="renders">{renders}</span>
          <AudienceUpload
            maxFiles={10}
            initialCountry="IN"
            startWorker={startInlineAudienceWorker}
            onResult={(result) => {
              told.push(result);
              setRenders((n) => n + 1);
            }}
          />
        </>
      );
    }
    render(
      <I18nextProvider i18n={initTestI18n()}>
        <Caller />
      </I18nextProvider>,
    );
    await user.upload(screen.getByLabelText('Choose files', { selector: 'input' }), contacts);
    await screen.findByText('First 4 rows', undefined, slow);
    await waitFor(() => expect(told.at(-1)?.counts.valid).toBe(2));
    expect(told.map((result) => result?.counts.valid ?? null)).toEqual([null, 2]);
    expect(screen.getByTestId('renders')).toHaveTextContent('2');
  });

  it('accepts dropped files and refuses more than maxFiles of them', async () => {
    renderUpload({ maxFiles: 1 });
    fireEvent.drop(screen.getByTestId('audience-drop-zone'), { dataTransfer: { files: [contacts, csv('phone\n', 'more.csv')] } });
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent('Choose at most 1 files.');
    fireEvent.drop(screen.getByTestId('audience-drop-zone'), { dataTransfer: { files: [contacts] } });
    expect(await screen.findByText('First 4 rows', undefined, slow)).toBeInTheDocument();
  });

  it('reads the files again with the column the user picks', async () => {
    const user = userEvent.setup();
    renderUpload();
    await user.upload(screen.getByLabelText('Choose files', { selector: 'input' }), csv('phone,alt\n9876543210,bad\n9812345678,9812345678\n'));
    await screen.findByText('First 2 rows', undefined, slow);
    expect(count('Valid')).toBe('2');
    await user.selectOptions(screen.getByLabelText('Phone number column'), 'alt');
    await waitFor(() => expect(count('Valid')).toBe('1'), slow);
    expect(screen.getByLabelText('Phone number column')).toHaveValue('alt');
  });

  it('offers the columns of a file whose phone column it could not find, and reads it with the one picked', async () => {
    const user = userEvent.setup();
    const results = renderUpload();
    await user.upload(screen.getByLabelText('Choose files', { selector: 'input' }), csv('who,reach\nAsha,9876543210\nRavi,ask at the desk\nDev,n/a\n'));
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent('contacts.csv: no phone number column was found. Pick it below or add a column titled phone.');
    const picker = screen.getByLabelText('Phone number column');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose the column with the numbers', 'who', 'reach']);
    await user.selectOptions(picker, 'reach');
    await waitFor(() => expect(count('Valid')).toBe('1'), slow);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone number column')).toHaveValue('reach');
    await waitFor(() => expect(results.at(-1)?.counts).toEqual({ total: 3, valid: 1, invalid: 2, duplicate: 0 }));
  });

  it('names a file it cannot read', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderUpload();
    await user.upload(screen.getByLabelText('Choose files', { selector: 'input' }), new File(['%PDF'], 'list.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent('list.pdf: only CSV and Excel (.xlsx) files can be read.');
  });

  it('names a file whose content is neither text nor a workbook, whatever its name says', async () => {
    const user = userEvent.setup();
    renderUpload();
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0]);
    await user.upload(screen.getByLabelText('Choose files', { selector: 'input' }), new File([png], 'contacts.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent('contacts.csv: this file is not a CSV or Excel file (its content is neither text nor a workbook). Save the list as CSV or Excel (.xlsx) and choose that file.');
  });

  it('offers a sample CSV with a column per template variable', async () => {
    const user = userEvent.setup();
    let saved: Blob | null = null;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:sample';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderUpload({ slots: [{ key: 'body.1', name: '1', column: 'body_1', example: 'Asha' }] });
    await user.click(screen.getByRole('button', { name: 'Download sample CSV' }));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved as unknown as Blob);
    });
    expect(text.split('\r\n')).toEqual(['phone,body_1', '+919876543210,Asha', '09812345678,Asha']);
  });
});
