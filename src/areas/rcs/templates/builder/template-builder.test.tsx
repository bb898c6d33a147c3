// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { checkRcsTemplate } from '@/api/rules/rcs-template-rules';
import { initTestI18n } from '@/shell/testing/test-i18n';
import { contentOf, emptyDraft, type TemplateDraft } from '../template-draft';
import { TemplateBuilder } from './template-builder';

const senders = [{ senderId: 'acme_retail_agent', name: 'Acme Retail', description: '', color: '#b91c1c' }];

function renderBuilder(upload = vi.fn(async () => 'https://cdn.example.com/u.png')) {
  const onSave = vi.fn<(draft: TemplateDraft) => void>();
  render(
    <I18nextProvider i18n={initTestI18n()}>
      <TemplateBuilder initial={emptyDraft('acme_retail_agent')} senders={senders} saving={false} serverFields={{}} onSave={onSave} upload={upload} />
    </I18nextProvider>,
  );
  return { onSave, upload };
}
const type = (label: string | RegExp, value: string, scope: HTMLElement = document.body) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const cardEditor = (number: number) => document.querySelector<HTMLElement>(`[data-card-editor="cards.${number - 1}"]`)!;
const preview = () => screen.getByRole('figure', { name: 'Phone preview of the RCS message' });

describe('RCS template builder', () => {
  it('builds a carousel: cards drawn at 232 or 120 dp, TALL refused for SMALL, labels counted as typed', () => {
    renderBuilder();
    type('Message type', 'carousel');
    type('Template name', 'spring');
    expect(screen.getByText('2 cards (from 2 to 10)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(screen.getByText('3 cards (from 2 to 10)')).toBeInTheDocument();
    expect([...preview().querySelectorAll('[data-card-width]')].map((card) => card.getAttribute('data-card-width'))).toEqual(['232', '232', '232']);

    type('Media URL', 'https://cdn.example.com/jacket.png', cardEditor(1));
    type('Media height', 'TALL', cardEditor(1));
    type('Card width', 'SMALL');
    expect([...preview().querySelectorAll('[data-card-width]')].map((card) => card.getAttribute('data-card-width'))).toEqual(['120', '120', '120']);
    expect(within(cardEditor(1)).getByText('Tall media does not fit a small card.')).toBeInTheDocument();
    expect((within(cardEditor(2)).getByRole('option', { name: 'Tall (264 dp)' }) as HTMLOptionElement).disabled).toBe(true);

    type('Title', 'Jackets', cardEditor(1));
    fireEvent.click(within(cardEditor(1)).getByRole('button', { name: 'Add to Card suggestions' }));
    type('Label', 'A label that is far too long', cardEditor(1));
    expect(within(cardEditor(1)).getByText('28 / 25')).toBeInTheDocument();
    expect(within(cardEditor(1)).getByText('At most 25 characters (now 28).')).toBeInTheDocument();
    expect(within(preview()).getByText('Jackets')).toBeInTheDocument();
    expect(within(preview()).getByText('A label that is far too long')).toBeInTheDocument();
  });

  it('builds a file message: a video or PDF URL, drawn as the file, its URL checked before saving', () => {
    const { onSave } = renderBuilder();
    type('Message type', 'file_message');
    type('Template name', 'price_list');
    type('Video or PDF URL', 'price-list.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('A full http:// or https:// address.')).toBeInTheDocument();
    type('Video or PDF URL', 'https://cdn.example.com/docs/price-list.pdf');
    expect(within(preview()).getByText('File price-list.pdf')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(contentOf(onSave.mock.calls[0]![0])).toMatchObject({ type: 'file_message', name: 'price_list', file: { url: 'https://cdn.example.com/docs/price-list.pdf' } });
  });

  it('offers every suggestion kind with its own fields, and shows chips under the message', () => {
    renderBuilder();
    const chips = screen.getByRole('group', { name: /Suggestion chips under the message/ });
    const kinds = [...within(chips).getByLabelText('Suggestion kind').querySelectorAll('option')].map((option) => option.textContent);
    expect(kinds).toEqual(['Quick reply', 'Open URL', 'Dial number', 'View location', 'Find a place', 'Share location', 'Calendar event']);
    for (const kind of ['url_action', 'dial', 'view_location', 'calendar_event']) {
      type('Suggestion kind', kind, chips);
      fireEvent.click(within(chips).getByRole('button', { name: 'Add to Suggestion chips under the message' }));
    }
    expect(within(chips).getByLabelText('URL')).toBeInTheDocument();
    expect(within(chips).getByLabelText('Phone number (+ and country code)')).toBeInTheDocument();
    expect(within(chips).getByLabelText('Latitude')).toBeInTheDocument();
    expect(within(chips).getByLabelText('Event title')).toBeInTheDocument();
    expect(within(chips).getByText('4 / 11')).toBeInTheDocument();
    expect(preview().querySelectorAll('[data-chips] [data-suggestion]')).toHaveLength(4);
  });

  it('saves nothing while a rule is broken, naming each problem, then saves a valid rich card', () => {
    const { onSave } = renderBuilder();
    type('Message type', 'rich_card');
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('A card needs media, a title or a description.')).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toMatch(/Fix \d+ problems/);

    type('Template name', 'weekend_offer');
    type('Card orientation', 'Horizontal');
    type('Thumbnail alignment', 'RIGHT');
    type('Title', 'Weekend offer');
    type('Media URL', 'https://cdn.example.com/offer.png');
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const content = contentOf(onSave.mock.calls[0]![0]);
    expect(content).toMatchObject({ type: 'rich_card', orientation: 'Horizontal', thumbnailAlignment: 'RIGHT', card: { title: 'Weekend offer', media: { url: 'https://cdn.example.com/offer.png', height: 'MEDIUM' } } });
    expect(checkRcsTemplate(content)).toEqual([]);
  });

  it('refuses a media file RBM does not take before uploading, and puts an uploaded file URL on the card', async () => {
    const { upload } = renderBuilder();
    type('Message type', 'rich_card');
    const input = screen.getByLabelText('Or upload a file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.webp', { type: 'image/webp' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('RBM does not take this file type.');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('At most 2 MB.');
    expect(upload).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [new File(['png'], 'ok.png', { type: 'image/png' })] } });
    await vi.waitFor(() => expect((screen.getByLabelText('Media URL') as HTMLInputElement).value).toBe('https://cdn.example.com/u.png'));
  });

  it('keeps what was typed while an upload was under way', async () => {
    let finish: (url: string) => void = () => undefined;
    renderBuilder(vi.fn(() => new Promise<string>((resolve) => (finish = resolve))));
    type('Message type', 'rich_card');
    fireEvent.change(screen.getByLabelText('Or upload a file'), { target: { files: [new File(['png'], 'ok.png', { type: 'image/png' })] } });
    type('Title', 'Typed meanwhile');
    finish('https://cdn.example.com/late.png');
    await vi.waitFor(() => expect((screen.getByLabelText('Media URL') as HTMLInputElement).value).toBe('https://cdn.example.com/late.png'));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Typed meanwhile');
  });

  it('draws the phone light or dark, left-to-right or right-to-left', () => {
    renderBuilder();
    expect(preview().getAttribute('data-theme')).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: 'Dark' }));
    fireEvent.click(screen.getByRole('button', { name: 'Right to left' }));
    expect(preview().getAttribute('data-theme')).toBe('dark');
    expect(preview().getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');
  });
});
