// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { RcsTemplateContentInput } from '@/api/contracts/rcs-template';
import { initTestI18n } from '@/shell/testing/test-i18n';
import { RcsPreview } from './rcs-preview';

afterEach(cleanup);

const card = (url: string, height: 'SHORT' | 'MEDIUM' | 'TALL') => ({ title: 'Weekend offer', description: 'Twenty percent off', media: { url, height }, suggestions: [] });

function renderPreview(template: RcsTemplateContentInput) {
  render(
    <I18nextProvider i18n={initTestI18n()}>
      <RcsPreview template={template} />
    </I18nextProvider>,
  );
  return screen.getByRole('figure', { name: 'Phone preview of the RCS message' });
}

const mediaBoxes = (phone: HTMLElement) => [...phone.querySelectorAll<HTMLElement>('[data-media-state]')];

describe('the RCS phone preview', () => {
  it('shows a placeholder with the URL while the media loads and when it cannot, never a broken image', () => {
    const url = 'https://picsum.photos/seed/pulse-offer/1440/720';
    const phone = renderPreview({ type: 'rich_card', name: 'offer', orientation: 'Vertical', card: card(url, 'MEDIUM'), suggestions: [] });
    const [box] = mediaBoxes(phone);
    expect(within(box!).getByText('Loading the media…')).toBeInTheDocument();
    expect(within(box!).getByText(url)).toBeInTheDocument();

    fireEvent.error(within(box!).getByRole('img', { name: 'Card media' }));
    expect(within(box!).getByText('This media could not load')).toBeInTheDocument();
    expect(within(box!).getByText(url)).toBeInTheDocument();
    expect(within(box!).queryByRole('img')).toBeNull();
  });

  it('shows the media once it has loaded, in its dp box', () => {
    const phone = renderPreview({ type: 'rich_card', name: 'offer', orientation: 'Vertical', card: card('https://cdn.example.com/offer.png', 'TALL'), suggestions: [] });
    const [box] = mediaBoxes(phone);
    fireEvent.load(within(box!).getByRole('img', { name: 'Card media' }));
    expect(box!.querySelector('[data-media-placeholder]')).toBeNull();
    expect(box!.style.height).toBe('264px');
  });

  it.each([
    ['SMALL', 120, ['SHORT', 'MEDIUM']],
    ['MEDIUM', 232, ['SHORT', 'MEDIUM', 'TALL']],
  ] as const)('draws a %s carousel card %i dp wide at every media height it allows', (width, dp, heights) => {
    const phone = renderPreview({ type: 'carousel', name: 'spring', width, cards: heights.map((height) => card('', height)), suggestions: [] });
    expect([...phone.querySelectorAll('[data-card-width]')].map((element) => (element as HTMLElement).style.width)).toEqual(heights.map(() => `${dp}px`));
    expect(mediaBoxes(phone).map((box) => box.style.height)).toEqual(heights.map((height) => `${{ SHORT: 112, MEDIUM: 168, TALL: 264 }[height]}px`));
    expect(within(phone).getAllByText('No media yet')).toHaveLength(heights.length);
  });
});
