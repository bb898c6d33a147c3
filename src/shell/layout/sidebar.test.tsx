// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@/shell/access/types';
import { TooltipProvider } from '@/ui/tooltip';
import { initTestI18n } from '../testing/test-i18n';
import { Sidebar } from './sidebar';

afterEach(cleanup);

const item = (path: string, titleKey: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  path,
  titleKey,
  icon: 'House',
  class: '',
  extralink: false,
  submenu: [],
  ...extra,
});

const menu: MenuItem[] = [
  item('/home', 'menu.home'),
  item('/whatsapp-campaign', 'menu.whatsapp_campaign', {
    icon: 'MessageCircle',
    submenu: [item('/whatsapp-campaign/send-whatsapp', 'menu.send_whatsapp'), item('/whatsapp-campaign/handover-template', 'menu.handover_template', { disabled: true })],
  }),
  item('/campaign-management', 'menu.rcs_campaign', {
    icon: 'NoSuchIcon',
    submenu: [item('/campaign-management/brodcast-rcs', 'menu.target_active_users', { action: 'maintenance' })],
  }),
];

function renderSidebar(onMenuAction = vi.fn(), path = '/home') {
  render(
    <I18nextProvider i18n={initTestI18n()}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={<Sidebar menu={menu} compact={false} onMenuAction={onMenuAction} onNavigate={() => {}} />} />
          </Routes>
        </MemoryRouter>
      </TooltipProvider>
    </I18nextProvider>,
  );
  return onMenuAction;
}

describe('Sidebar', () => {
  it('keeps each row the same element when the mini sidebar opens to full width under the pointer', async () => {
    const user = userEvent.setup();
    const sidebar = (compact: boolean) => (
      <I18nextProvider i18n={initTestI18n()}>
        <TooltipProvider>
          <MemoryRouter initialEntries={['/home']}>
            <Sidebar menu={menu} compact={compact} onMenuAction={vi.fn()} onNavigate={() => {}} />
          </MemoryRouter>
        </TooltipProvider>
      </I18nextProvider>
    );
    const { rerender } = render(sidebar(true));
    const rcs = screen.getByRole('button', { name: 'RCS Campaign' });
    // Page links are laid out as rows too, not as an icon above a label.
    expect(screen.getByTestId('menu-/home')).toHaveClass('flex', 'items-center');
    // The mini sidebar names its rows in tooltips; the full one shows the labels instead.
    act(() => rcs.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('RCS Campaign');
    rerender(sidebar(false));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByTestId('menu-/home')).toHaveClass('flex', 'items-center');
    // A click pressed on the mini row and released on the full one must still reach the same button.
    expect(screen.getByRole('button', { name: 'RCS Campaign' })).toBe(rcs);
    await user.click(rcs);
    expect(rcs).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps one parent open at a time and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    renderSidebar();
    const whatsapp = screen.getByRole('button', { name: 'WhatsApp Campaign' });
    const rcs = screen.getByRole('button', { name: 'RCS Campaign' });

    await user.click(whatsapp);
    expect(whatsapp).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Send WhatsApp' })).toBeVisible();

    await user.click(rcs);
    expect(rcs).toHaveAttribute('aria-expanded', 'true');
    expect(whatsapp).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Send WhatsApp' })).not.toBeInTheDocument();

    await user.click(rcs);
    expect(rcs).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the parent of the current page and marks its link as current', () => {
    renderSidebar(vi.fn(), '/whatsapp-campaign/send-whatsapp');
    expect(screen.getByRole('button', { name: 'WhatsApp Campaign' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('menu-/whatsapp-campaign/send-whatsapp')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('menu-/home')).not.toHaveAttribute('aria-current');
  });

  it('shows a disabled entry that cannot be followed', async () => {
    const user = userEvent.setup();
    renderSidebar();
    await user.click(screen.getByRole('button', { name: 'WhatsApp Campaign' }));
    const retired = screen.getByRole('link', { name: 'Handover Template' });
    expect(retired).toHaveAttribute('aria-disabled', 'true');
    expect(retired).not.toHaveAttribute('href');
  });

  it('calls back for an action entry instead of navigating', async () => {
    const user = userEvent.setup();
    const onMenuAction = renderSidebar();
    await user.click(screen.getByRole('button', { name: 'RCS Campaign' }));
    await user.click(screen.getByTestId('menu-/campaign-management/brodcast-rcs'));
    expect(onMenuAction).toHaveBeenCalledWith(expect.objectContaining({ action: 'maintenance', path: '/campaign-management/brodcast-rcs' }));
  });

  it('names every entry by its title and falls back to a default icon for unknown icon names', () => {
    renderSidebar();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('button', { name: 'RCS Campaign' }).querySelector('svg')).not.toBeNull();
  });
});
