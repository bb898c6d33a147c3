// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDialogHost } from '../testing/render-dialog-host';
import { ThankYouModal } from './thank-you-modal';

afterEach(cleanup);

describe('ThankYouModal', () => {
  function Page({ onBrowserBack }: { onBrowserBack: () => void }) {
    const [open] = useState(true);
    return <ThankYouModal open={open} esme="1001" sessionId="s-9" loggedInEsme="1001" onBrowserBack={onBrowserBack} />;
  }

  it('thanks the user and Close returns to the broadcast page with the shared parameters', async () => {
    const user = userEvent.setup();
    renderDialogHost(<Page onBrowserBack={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Thank you' });
    expect(dialog).toHaveAccessibleDescription('Your request is executed');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/campaign-management/brodcast-rcs?sessionId=s-9&esmeaddr=1001&loggedInEsme=1001');
  });

  it('forces a reload on browser back while open', () => {
    const onBrowserBack = vi.fn();
    renderDialogHost(<Page onBrowserBack={onBrowserBack} />);
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(onBrowserBack).toHaveBeenCalledOnce();
  });
});
