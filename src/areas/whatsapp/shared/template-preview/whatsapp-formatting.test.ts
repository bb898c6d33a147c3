import { describe, expect, it } from 'vitest';
import { parseWhatsappFormatting } from './whatsapp-formatting';

const text = (t: string) => ({ type: 'text', text: t });

describe('parseWhatsappFormatting', () => {
  it('reads bold, italic, strike and monospace, nested where WhatsApp nests them', () => {
    expect(parseWhatsappFormatting('Hi *Asha*, _today_ ~only~ ```CODE 1```')).toEqual([
      text('Hi '),
      { type: 'bold', children: [text('Asha')] },
      text(', '),
      { type: 'italic', children: [text('today')] },
      text(' '),
      { type: 'strike', children: [text('only')] },
      text(' '),
      { type: 'mono', text: 'CODE 1' },
    ]);
    expect(parseWhatsappFormatting('*big _deal_*')).toEqual([{ type: 'bold', children: [text('big '), { type: 'italic', children: [text('deal')] }] }]);
  });

  it('leaves markers that do not pair, touch spaces, sit inside words or cross lines as typed', () => {
    for (const plain of ['2 * 3 = 6', '* not bold*', 'snake_case_name', 'a*b*c', '*two\nlines*', '<b>no html</b>']) {
      expect(parseWhatsappFormatting(plain)).toEqual([text(plain)]);
    }
  });
});
