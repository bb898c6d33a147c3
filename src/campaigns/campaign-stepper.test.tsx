// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/shell/testing/test-i18n';
import { CampaignStepper } from './campaign-stepper';
import { ReviewSummary } from './review/review-summary';

const steps = ['template', 'audience', 'schedule', 'review'].map((id) => ({ id, label: id[0]!.toUpperCase() + id.slice(1) }));

describe('CampaignStepper', () => {
  it('marks the current step, lets the keyboard go back to completed ones and keeps later ones closed', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <I18nextProvider i18n={initTestI18n()}>
        <CampaignStepper steps={steps} current="audience" completed={['template']} onSelect={onSelect} />
      </I18nextProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Campaign steps' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { current: 'step' })).toHaveAccessibleName('Audience');
    expect(screen.getByRole('button', { name: 'Template, completed' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Review' })).toBeDisabled();
    // Where the form is narrow the pills are numbered circles; this line says where the user is.
    expect(nav).toHaveTextContent('Step 2 of 4 · Audience');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Template, completed' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('template');
  });
});

describe('ReviewSummary', () => {
  it('counts recipients without the opted-out and estimates the paced sending time', () => {
    render(
      <I18nextProvider i18n={initTestI18n()}>
        <ReviewSummary counts={{ valid: 5200, invalid: 12, duplicate: 3, optedOut: 200 }} pace={{ messagesPerSecond: 80, dailyLimit: 2000 }} />
      </I18nextProvider>,
    );
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Recipients')).toBe('5,000');
    expect(value('Opted out')).toBe('200');
    expect(value('Invalid numbers')).toBe('12');
    expect(value('Duplicates removed')).toBe('3');
    expect(value('Estimated sending time')).toBe('2 days');
    // One duration on the screen: the third daily batch starts the 2 days the estimate says.
    expect(screen.getByText('Sending is paced to your limit of 2,000 recipients a day: 3 daily batches, the last one 2 days after the first.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says plainly when the campaign would run past the 90 days a campaign may run', () => {
    render(
      <I18nextProvider i18n={initTestI18n()}>
        <ReviewSummary counts={{ valid: 5002, invalid: 0, duplicate: 0, optedOut: 0 }} pace={{ messagesPerSecond: 80, dailyLimit: 10 }} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('At 10 recipients a day this campaign would run 500 days, longer than the 90 days a campaign may run.');
  });
});
