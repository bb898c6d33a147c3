import { describe, expect, it } from 'vitest';
import { fillVariables } from './template-text';
import { templateVariableSlots } from './template-variable-slots';

describe('templateVariableSlots', () => {
  it('lists the header, body, URL button and carousel values a recipient needs, with their examples', () => {
    const slots = templateVariableSlots({
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Hi {{1}}', example: { header_text: ['Asha'] } },
        { type: 'BODY', text: 'Order {{1}} on {{2}} and {{1}} again', example: { body_text: [['A-17', 'Monday']] } },
        { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Yes' }, { type: 'URL', text: 'Track', url: 'https://s.example.com/t/{{1}}', example: ['https://s.example.com/t/A-17'] }] },
        { type: 'CAROUSEL', cards: [{ components: [{ type: 'BODY', text: 'Deal {{1}} ok', example: { body_text: [['20%']] } }] }] },
      ],
    });
    expect(slots).toEqual([
      { key: 'header.1', name: '1', column: 'header_1', example: 'Asha' },
      { key: 'body.1', name: '1', column: 'body_1', example: 'A-17' },
      { key: 'body.2', name: '2', column: 'body_2', example: 'Monday' },
      { key: 'buttons.1.1', name: '1', column: 'buttons_1_1', example: 'A-17' },
      { key: 'cards.0.body.1', name: '1', column: 'cards_0_body_1', example: '20%' },
    ]);
  });

  it('names a named variable\'s column after the variable', () => {
    const slots = templateVariableSlots({ components: [{ type: 'BODY', text: 'Hi {{first_name}} ok', example: { body_text_named_params: [{ param_name: 'first_name', example: 'Asha' }] } }] });
    expect(slots).toEqual([{ key: 'body.first_name', name: 'first_name', column: 'first_name', example: 'Asha' }]);
  });
});

describe('fillVariables', () => {
  it('puts values in place of the variables it knows and leaves the others', () => {
    expect(fillVariables('Hi {{1}}, {{ first_name }} and {{3}}', { 1: 'A', first_name: 'B' })).toBe('Hi A, B and {{3}}');
  });
});
