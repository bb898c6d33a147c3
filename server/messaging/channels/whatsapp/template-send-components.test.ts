import { describe, expect, it } from 'vitest';
import { templateContent, type TemplateContentInput } from '@/api/contracts/whatsapp-template';
import { templateVariableKeys } from '@/api/contracts/template-variables';
import { buildTemplateSendComponents, MissingTemplateVariableError } from './template-send-components';

const template = (input: Omit<TemplateContentInput, 'language' | 'category'> & Partial<TemplateContentInput>) =>
  templateContent.parse({ language: 'en_US', category: 'MARKETING', ...input });

describe('buildTemplateSendComponents', () => {
  it('fills positional header and body variables in number order, header numbered on its own', () => {
    const offer = template({
      name: 'offer',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Hi {{1}}' },
        { type: 'BODY', text: 'Your code {{2}} is valid until {{1}}.' },
        { type: 'FOOTER', text: 'Reply STOP to opt out' },
      ],
    });
    expect(buildTemplateSendComponents(offer, { 'header.1': 'Ada', '1': 'Friday', '2': 'SAVE10' })).toEqual([
      { type: 'header', parameters: [{ type: 'text', text: 'Ada' }] },
      { type: 'body', parameters: [{ type: 'text', text: 'Friday' }, { type: 'text', text: 'SAVE10' }] },
    ]);
    expect(templateVariableKeys(offer)).toEqual(['header.1', '1', '2']);
  });

  it('accepts body.N as well as N for a positional body variable', () => {
    const note = template({ name: 'note', components: [{ type: 'BODY', text: 'Dear {{1}}, thanks.' }] });
    expect(buildTemplateSendComponents(note, { 'body.1': 'Ada' })).toEqual([{ type: 'body', parameters: [{ type: 'text', text: 'Ada' }] }]);
  });

  it('names each parameter of a NAMED template with parameter_name', () => {
    const named = template({
      name: 'order_update',
      parameter_format: 'NAMED',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Order {{order_id}}' },
        { type: 'BODY', text: 'Hello {{first_name}}, order {{order_id}} ships {{ship_date}}.' },
      ],
    });
    expect(buildTemplateSendComponents(named, { first_name: 'Ada', order_id: 'A-17', ship_date: 'today' })).toEqual([
      { type: 'header', parameters: [{ type: 'text', parameter_name: 'order_id', text: 'A-17' }] },
      {
        type: 'body',
        parameters: [
          { type: 'text', parameter_name: 'first_name', text: 'Ada' },
          { type: 'text', parameter_name: 'order_id', text: 'A-17' },
          { type: 'text', parameter_name: 'ship_date', text: 'today' },
        ],
      },
    ]);
  });

  it('sends a media header with the recipient link, else the sample link', () => {
    const promo = template({
      name: 'promo',
      components: [
        { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://cdn.example/sample.jpg'] } },
        { type: 'BODY', text: 'New arrivals.' },
      ],
    });
    expect(buildTemplateSendComponents(promo, { 'header.media': 'https://cdn.example/ada.jpg' })).toEqual([
      { type: 'header', parameters: [{ type: 'image', image: { link: 'https://cdn.example/ada.jpg' } }] },
    ]);
    expect(buildTemplateSendComponents(promo, {})).toEqual([{ type: 'header', parameters: [{ type: 'image', image: { link: 'https://cdn.example/sample.jpg' } }] }]);
    // A campaign's own file, uploaded through the sender number, goes by Meta's media id.
    expect(buildTemplateSendComponents(promo, { 'header.media': '1013859600285441' })).toEqual([{ type: 'header', parameters: [{ type: 'image', image: { id: '1013859600285441' } }] }]);
  });

  it('sends a document header with its file name, and a location header with numbers', () => {
    const invoice = template({ name: 'invoice', components: [{ type: 'HEADER', format: 'DOCUMENT' }, { type: 'BODY', text: 'Your invoice.' }] });
    expect(buildTemplateSendComponents(invoice, { 'header.media': 'https://x.example/i.pdf', 'header.filename': 'invoice.pdf' })[0]).toEqual({
      type: 'header',
      parameters: [{ type: 'document', document: { link: 'https://x.example/i.pdf', filename: 'invoice.pdf' } }],
    });
    const store = template({ name: 'store', components: [{ type: 'HEADER', format: 'LOCATION' }, { type: 'BODY', text: 'Visit us.' }] });
    expect(buildTemplateSendComponents(store, { 'header.latitude': '25.2', 'header.longitude': '55.27', 'header.name': 'Mall' })[0]).toEqual({
      type: 'header',
      parameters: [{ type: 'location', location: { latitude: 25.2, longitude: 55.27, name: 'Mall' } }],
    });
  });

  it('sends the URL button suffix and the copy-code value by button index, skipping static buttons', () => {
    const cart = template({
      name: 'cart',
      components: [
        { type: 'BODY', text: 'Your cart is waiting.' },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'QUICK_REPLY', text: 'Stop promotions' },
            { type: 'URL', text: 'Open cart', url: 'https://shop.example/cart/{{1}}' },
            { type: 'URL', text: 'Home', url: 'https://shop.example/' },
            { type: 'COPY_CODE', example: 'SAVE10' },
          ],
        },
      ],
    });
    expect(templateVariableKeys(cart)).toEqual(['button.1', 'button.3']);
    expect(buildTemplateSendComponents(cart, { 'button.1': 'c-991', 'button.3': 'ADA10' })).toEqual([
      { type: 'button', sub_type: 'url', index: '1', parameters: [{ type: 'text', text: 'c-991' }] },
      { type: 'button', sub_type: 'copy_code', index: '3', parameters: [{ type: 'coupon_code', coupon_code: 'ADA10' }] },
    ]);
  });

  it('names the missing variable, treating blank as missing', () => {
    const named = template({ name: 'hello', parameter_format: 'NAMED', components: [{ type: 'BODY', text: 'Hi {{first_name}}, see {{city}}.' }] });
    const attempt = () => buildTemplateSendComponents(named, { first_name: 'Ada', city: '  ' });
    expect(attempt).toThrow(MissingTemplateVariableError);
    expect(attempt).toThrow('Template "hello" needs a value for "city" (body)');
    const media = template({ name: 'pic', components: [{ type: 'HEADER', format: 'VIDEO' }, { type: 'BODY', text: 'Watch.' }] });
    expect(() => buildTemplateSendComponents(media, {})).toThrow('"header.media" (video header)');
  });

  it('sends no components for a template without variables', () => {
    expect(buildTemplateSendComponents(template({ name: 'plain', components: [{ type: 'BODY', text: 'Hello.' }] }), {})).toEqual([]);
  });
});
