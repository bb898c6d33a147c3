// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openFileType } from './open-dialogs';
import { renderDialogHost } from './test-render';

afterEach(cleanup);

describe('FileTypeDialog with an Excel row limit', () => {
  it('turns Excel off and says CSV is needed when the download has more rows than Excel may hold', async () => {
    renderDialogHost();
    act(() => void openFileType({ excelLimit: { rows: 250_000, max: 100_000 } }));
    const dialog = await screen.findByRole('dialog', { name: 'Select File type to Download' });
    expect(screen.getByRole('button', { name: 'Excel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'CSV' })).toBeEnabled();
    expect(dialog).toHaveTextContent('This download has 250,000 rows; an Excel file here holds at most 100,000. Choose CSV.');
  });

  it('keeps Excel on up to the limit', async () => {
    renderDialogHost();
    act(() => void openFileType({ excelLimit: { rows: 100_000, max: 100_000 } }));
    await screen.findByRole('dialog', { name: 'Select File type to Download' });
    expect(screen.getByRole('button', { name: 'Excel' })).toBeEnabled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
