import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ShellToaster } from '../feedback/shell-toaster';
import { initTestI18n } from './test-i18n';
import { DialogHost } from '../dialogs/dialog-host';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/** Test-only: the dialog host with the toaster, i18n and a router that shows the current location. */
export function renderDialogHost(children?: ReactNode) {
  return render(
    <I18nextProvider i18n={initTestI18n()}>
      <MemoryRouter initialEntries={['/campaign-management/save-rcs']}>
        <ShellToaster />
        <DialogHost />
        <Routes>
          <Route path="*" element={<CurrentLocation />} />
        </Routes>
        {children}
      </MemoryRouter>
    </I18nextProvider>,
  );
}
