// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { TemplateButton, TemplateContentInput } from '@/api/contracts/whatsapp-template';
import { initTestI18n } from '@/shell/testing/test-i18n';
import { createMemoryStorage, openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import ar from '../../../../../public/assets/i18n/ar.json';
import { TemplatePreview, type TemplatePreviewProps } from './template-preview';

const order: TemplateContentInput = {
  name: 'order_update',
  language: 'en_US',
  category: 'MARKETING',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Hello {{1}}', example: { header_text: ['Asha'] } },
    { type: 'BODY', text: 'Your order *{{1}}* ships _{{2}}_. ~Old price~ ```SAVE10``` <b>x</b>', example: { body_text: [['A-17', 'Monday']] } },
    { type: 'FOOTER', text: 'Reply STOP to opt out' },
    { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Track' }, { type: 'URL', text: 'Visit shop', url: 'https://s.example.com/{{1}}', example: ['https://s.example.com/a'] }] },
  ],
};

function renderPreview(props: Partial<TemplatePreviewProps> = {}, language = 'en') {
  const i18n = initTestI18n();
  i18n.addResourceBundle('ar', 'translation', ar);
  void i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <TemplatePreview template={order} {...props} />
    </I18nextProvider>,
  );
  return screen.getByRole('region', { name: i18n.t('whatsapp.templates.preview.label') });
}

describe('TemplatePreview', () => {
  it('shows the message with formatting, example values in place of variables, footer and buttons', () => {
    const preview = renderPreview();
    expect(within(preview).getByText('Hello Asha')).toBeInTheDocument();
    expect(within(preview).getByText('A-17').tagName).toBe('STRONG');
    expect(within(preview).getByText('Monday').tagName).toBe('EM');
    expect(within(preview).getByText('Old price').tagName).toBe('S');
    expect(within(preview).getByText('SAVE10').tagName).toBe('CODE');
    expect(preview).toHaveTextContent('Your order A-17 ships Monday. Old price SAVE10 <b>x</b>');
    expect(preview.querySelector('b')).toBeNull();
    expect(within(preview).getByText('Reply STOP to opt out')).toBeInTheDocument();
    expect(within(within(preview).getByRole('list', { name: 'Buttons' })).getAllByRole('listitem').map((b) => b.textContent)).toEqual(['Track', 'Visit shop']);
  });

  it('uses a recipient\'s values over the examples and keeps an unset variable visible', () => {
    const template: TemplateContentInput = { ...order, components: [{ type: 'BODY', text: 'Hi {{1}}, code {{2}} ok' }] };
    const preview = renderPreview({ template, values: { 'body.1': 'Ravi' } });
    expect(preview).toHaveTextContent('Hi Ravi, code {{2}} ok');
  });

  it('shows the first two of more than three buttons and "See all options"', () => {
    const buttons: TemplateButton[] = ['One', 'Two', 'Three', 'Four'].map((text) => ({ type: 'QUICK_REPLY', text }));
    const preview = renderPreview({ template: { components: [{ type: 'BODY', text: 'Pick one' }, { type: 'BUTTONS', buttons }] } });
    expect(within(preview).getAllByRole('listitem').map((b) => b.textContent)).toEqual(['One', 'Two', 'See all options']);
  });

  it('draws a media header placeholder without a sample and the picked sample with one', () => {
    renderPreview({ template: { components: [{ type: 'HEADER', format: 'VIDEO' }, { type: 'BODY', text: 'Watch' }] } });
    expect(screen.getByRole('img', { name: 'Video' })).toBeInTheDocument();
    cleanup();
    renderPreview({ template: { components: [{ type: 'HEADER', format: 'VIDEO', example: { header_handle: ['blob:http://console.test/clip'] } }, { type: 'BODY', text: 'Watch' }] } });
    expect(screen.getByLabelText('Video', { selector: 'video' })).toHaveAttribute('src', 'blob:http://console.test/clip');
    cleanup();
    renderPreview({ template: { components: [{ type: 'HEADER', format: 'DOCUMENT', example: { header_handle: ['blob:http://console.test/terms'] } }, { type: 'BODY', text: 'Read' }] } });
    expect(screen.getByRole('link', { name: 'Open sample' })).toHaveAttribute('href', 'blob:http://console.test/terms');
  });

  it("fetches a saved template's sample by its handle with the session's headers and shows it", async () => {
    const handle = 'upload:0b8c1e4e-7a3f-4c55-9d7e-2f0c0e5a1b11';
    const requested: { url: string; auth: string | null }[] = [];
    const fetchFn: typeof fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requested.push({ url: request.url, auth: request.headers.get('authorization') });
      return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } });
    };
    openSession('test-key', createMemoryStorage()).write('id', 1001);
    URL.createObjectURL = (blob: Blob) => `blob:http://console.test/${blob.type}/${blob.size}`;
    URL.revokeObjectURL = () => undefined;
    renderWithApi(<TemplatePreview template={{ components: [{ type: 'HEADER', format: 'IMAGE', example: { header_handle: [handle] } }, { type: 'BODY', text: 'Saved' }] }} />, { fetch: fetchFn });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Image' })).toHaveAttribute('src', 'blob:http://console.test/image/png/4'));
    const url = new URL(requested[0]?.url ?? '');
    expect([url.pathname, url.searchParams.get('channel_id'), url.searchParams.get('media_id'), requested[0]?.auth]).toEqual(['/api/v1.0/download/media/whatsapp', 'WABA', handle, 'Bearer token']);
  });

  it('lays carousel cards side by side, each with its own values and buttons', () => {
    const card = (n: number) => ({
      components: [
        { type: 'HEADER' as const, format: 'IMAGE' as const, example: { header_handle: [`https://img.example.com/${n}.png`] } },
        { type: 'BODY' as const, text: `Deal ${n}: {{1}} off`, example: { body_text: [[`${n}0%`]] } },
        { type: 'BUTTONS' as const, buttons: [{ type: 'QUICK_REPLY' as const, text: `Buy ${n}` }] },
      ],
    });
    const preview = renderPreview({ template: { components: [{ type: 'BODY', text: 'Our deals' }, { type: 'CAROUSEL', cards: [card(1), card(2)] }] } });
    const cards = within(within(preview).getByRole('list', { name: '2 cards' })).getAllByRole('listitem', { name: /^Card/ });
    expect(cards.map((c) => c.textContent)).toEqual(['Deal 1: 10% offBuy 1', 'Deal 2: 20% offBuy 2']);
    expect(within(cards[1]!).getByRole('img', { name: 'Image' })).toHaveAttribute('src', 'https://img.example.com/2.png');
  });

  it('writes the platform\'s text for an authentication template', () => {
    const preview = renderPreview({
      template: {
        category: 'AUTHENTICATION',
        components: [
          { type: 'BODY', text: '', add_security_recommendation: true },
          { type: 'FOOTER', code_expiration_minutes: 10 },
          { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE' }] },
        ],
      },
    });
    expect(preview).toHaveTextContent('123456 is your verification code. For your security, do not share this code.This code expires in 10 minutes.Copy code');
  });

  it('follows the page direction and the chosen theme', () => {
    const preview = renderPreview({ theme: 'dark' }, 'ar');
    expect(preview).toHaveAccessibleName('معاينة الرسالة');
    expect(preview).toHaveAttribute('dir', 'rtl');
    expect(preview).toHaveAttribute('data-theme', 'dark');
  });
});
