// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { buildMenu, type MenuItem } from '@/shell/access';
import { signedInContext } from '@/shell/access/testing/access-context';
import { initTestI18n } from '@/shell/testing/test-i18n';
import { AreaHub } from './area-hub-page';

const entriesOf = (areaPath: string, ctx = signedInContext()) => buildMenu(ctx).find((item) => item.path === areaPath)?.submenu ?? [];

function renderHub(entries: readonly MenuItem[], titleKey = 'areas.whatsapp') {
  const onAction = vi.fn();
  const i18n = initTestI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <AreaHub titleKey={titleKey} entries={entries} onAction={onAction} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return onAction;
}

describe("an area's hub page", () => {
  it("offers the area's entries of the user's own menu: pages as links, the reports as a new tab, retired pages greyed", async () => {
    const onAction = renderHub(entriesOf('/whatsapp-campaign'));
    expect(screen.getByRole('heading', { level: 1, name: 'WhatsApp Campaign' })).toBeVisible();
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: 'Send WhatsApp' })).toHaveAttribute('href', '/whatsapp-campaign/send-whatsapp');
    const report = within(list).getByRole('button', { name: /Opens in a new tab/ });
    await userEvent.click(report);
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ path: '/whatsapp-campaign/report', action: 'reports-tab' }));
    expect(within(list).getByText('Register WhatsApp API').closest('[aria-disabled="true"]')).not.toBeNull();
  });

  it('lists only what the access allows, and says so when nothing is left', async () => {
    renderHub(entriesOf('/campaign-management', signedInContext({ roleId: 0 })), 'areas.rcs');
    expect(screen.getByRole('heading', { level: 1, name: 'RCS Campaign' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Broadcast-RCS' })).toHaveAttribute('href', '/campaign-management/campaigns-creation');
    // An administrator's reports open here, not in a new tab (spec §6).
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/campaign-management/rcs-reports');
    // The maintenance entry tells why instead of navigating.
    expect(screen.getByRole('button', { name: 'Target Active Users' })).toBeVisible();
    expect(entriesOf('/campaign-management', signedInContext({ services: '1' }))).toEqual([]);
  });

  it('says when the access opens no page of the area', async () => {
    renderHub([], 'areas.rcs');
    expect(screen.getByText('Your access opens no page of this area.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
