// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { initTestI18n } from '@/shell/testing/test-i18n';
import { AccountTimeZoneProvider } from '@/ui/format';
import { SchedulePicker } from './schedule-picker';
import { resolveSchedule, type ScheduleValue } from './schedule-value';

const now = Date.parse('2026-01-10T12:00:00Z');
let latest: ScheduleValue = { mode: 'now' };

function Harness() {
  const [value, setValue] = useState<ScheduleValue>({ mode: 'now' });
  latest = value;
  return <SchedulePicker value={value} onChange={setValue} limitDays={90} now={now} />;
}

function renderPicker() {
  render(
    <I18nextProvider i18n={initTestI18n()}>
      <AccountTimeZoneProvider timeZone="Asia/Kolkata">
        <Harness />
      </AccountTimeZoneProvider>
    </I18nextProvider>,
  );
}

const setField = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SchedulePicker', () => {
  it('sends now by default and offers a date, a time and the account\'s zone for later', async () => {
    const user = userEvent.setup();
    renderPicker();
    expect(screen.getByRole('radio', { name: 'Send now' })).toBeChecked();
    expect(screen.queryByLabelText('Date')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Schedule for later' }));
    expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Kolkata');
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', '2026-04-10');
    expect(screen.getByLabelText('Date')).toHaveAttribute('min', '2026-01-10');
  });

  it('says when the campaign will go out and hands the page the instant', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(screen.getByRole('radio', { name: 'Schedule for later' }));
    setField('Date', '2026-01-11');
    setField('Time', '09:00');
    expect(screen.getByRole('status')).toHaveTextContent('Sends on 11 Jan 2026, 9:00 AM (Asia/Kolkata).');
    expect(resolveSchedule(latest, now, 90)).toEqual({ sendAt: '2026-01-11T03:30:00.000Z', problem: null });
    setField('Time zone', 'Europe/Berlin');
    expect(resolveSchedule(latest, now, 90).sendAt).toBe('2026-01-11T08:00:00.000Z');
  });

  it('refuses a time in the past and a date past the limit with a message', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(screen.getByRole('radio', { name: 'Schedule for later' }));
    setField('Date', '2026-01-10');
    setField('Time', '10:00');
    expect(screen.getByRole('alert')).toHaveTextContent('This time has already passed. Choose a later time.');
    setField('Date', '2026-04-11');
    expect(screen.getByRole('alert')).toHaveTextContent('A campaign can be scheduled at most 90 days ahead, until 10 Apr 2026.');
    expect(resolveSchedule(latest, now, 90)).toEqual({ sendAt: null, problem: 'too_far' });
  });
});
