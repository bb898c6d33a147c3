// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@/shell/access/types';
import { initTestI18n } from '../testing/test-i18n';
import { FullLayout } from './full-layout';
import type { ShellProps } from './shell-props';

afterEach(cleanup);
beforeEach(() => resizeTo(1280));

function resizeTo(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

const home: MenuItem = { path: '/home', titleKey: 'menu.home', icon: 'House', class: '', extralink: false, submenu: [] };

function renderLayout(overrides: Partial<ShellProps> = {}) {
  const props: ShellProps = {
    menu: [home],
    username: 'priya.s',
    whitelabel: false,
    logoUrl: '/assets/images/logo.svg',
    logoMarkUrl: '/assets/images/logo-mark.svg',
    brand: 'Pulse',
    isLounge: false,
    onLogout: vi.fn(),
    onMenuAction: vi.fn(),
    languages: [
      { code: 'en', label: 'English' },
      { code: 'ar', label: 'العربية', dir: 'rtl' },
    ],
    currentLanguage: 'en',
    onLanguageChange: vi.fn(),
    ...overrides,
  };
  render(
    <I18nextProvider i18n={initTestI18n()}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route element={<FullLayout {...props} />}>
            <Route path="/home" element={<h1>Welcome</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return props;
}

describe('FullLayout', () => {
  it('renders the routed page inside the frame with the Powered by footer', () => {
    renderLayout();
    expect(screen.getByRole('main')).toHaveTextContent('Welcome');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered by Pulse');
    expect(screen.getByRole('img', { name: 'Pulse' })).toHaveAttribute('src', '/assets/images/logo-mark.svg');
  });

  it('mirrors the frame for a right-to-left language', () => {
    renderLayout({ currentLanguage: 'ar' });
    expect(screen.getByRole('main').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('hides the footer for a white-label account', () => {
    renderLayout({ whitelabel: true, logoUrl: '/assets/images/whitelabel/logo.svg' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByText(/Powered by/)).not.toBeInTheDocument();
  });

  it('shows the user name upper-cased, a language switch and Logout', async () => {
    const user = userEvent.setup();
    const props = renderLayout();
    const trigger = screen.getByRole('button', { name: /PRIYA\.S/ });
    await user.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Language' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(props.onLogout).toHaveBeenCalledOnce();
  });

  it('has no Logout in lounge mode', async () => {
    const user = userEvent.setup();
    renderLayout({ isLounge: true });
    await user.click(screen.getByRole('button', { name: /PRIYA\.S/ }));
    expect(await screen.findByRole('menuitem', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('opens the search box with the search icon and closes it with the close icon', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderLayout({ onSearch });
    expect(screen.queryByPlaceholderText('Search & enter')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search & enter');
    expect(box).toHaveFocus();
    await user.type(box, 'invoices{Enter}');
    expect(onSearch).toHaveBeenCalledWith('invoices');

    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus();
  });

  it('starts mini, toggles to full and back, and collapses to mini below 1170 px', async () => {
    const user = userEvent.setup();
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    const sidebar = screen.getByRole('navigation', { name: 'Main menu' }).parentElement;
    expect(sidebar).toHaveAttribute('data-mode', 'mini');
    expect(screen.getByText('Home')).toHaveClass('sr-only');

    await user.click(toggle);
    expect(sidebar).toHaveAttribute('data-mode', 'full');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Home')).not.toHaveClass('sr-only');

    act(() => resizeTo(1000));
    expect(sidebar).toHaveAttribute('data-mode', 'mini');

    await user.click(toggle);
    expect(sidebar).toHaveAttribute('data-mode', 'full');
    await user.click(toggle);
    expect(sidebar).toHaveAttribute('data-mode', 'mini');
  });

  it('expands the mini sidebar and the logo while hovered', async () => {
    const user = userEvent.setup();
    renderLayout();
    const sidebar = screen.getByRole('navigation', { name: 'Main menu' }).parentElement as HTMLElement;
    await user.hover(sidebar);
    expect(screen.getByText('Home')).not.toHaveClass('sr-only');
    expect(screen.getByRole('img', { name: 'Pulse' })).toHaveAttribute('src', '/assets/images/logo.svg');
    await user.unhover(sidebar);
    expect(screen.getByText('Home')).toHaveClass('sr-only');
  });

  it('on a phone, overlays the menu from a menu toggle and folds the search and account row', async () => {
    const user = userEvent.setup();
    resizeTo(375);
    renderLayout();
    const sidebar = screen.getByRole('navigation', { name: 'Main menu', hidden: true }).parentElement;
    expect(sidebar).toHaveAttribute('data-mode', 'overlay');
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    expect(screen.queryByRole('button', { name: /PRIYA/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show search and account' }));
    expect(screen.getByRole('button', { name: /PRIYA/ })).toBeInTheDocument();
  });
});
