import { describe, expect, it } from 'vitest';
import { templateLanguages } from '@/api/rules/template-languages';
import { isOptIn, isOptOut } from './opt-out-texts';

const stripAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

describe('opt-out replies (spec §3 promotional opt-out texts)', () => {
  it('knows the whole list, about 70 languages', () => {
    expect(new Set(templateLanguages.map((language) => language.code.split('_')[0])).size).toBeGreaterThanOrEqual(60);
  });

  it.each(templateLanguages.map((language) => [language.code, language.buttonText]))('%s: the "Stop promotions" button "%s" opts out, in any case, spacing and accents', (_code, button) => {
    expect(isOptOut(button)).toBe(true);
    expect(isOptOut(`  ${button.toUpperCase()} `)).toBe(true);
    expect(isOptOut(stripAccents(button).toLowerCase())).toBe(true);
    expect(isOptOut(button.replace(/ /g, '   '))).toBe(true);
  });

  it('matches the whole reply only, not a sentence that contains the button', () => {
    expect(isOptOut('Please do not stop promotions')).toBe(false);
    expect(isOptOut('Werbung stoppen bitte')).toBe(false);
  });

  it('takes the STOP-like keywords people type, and opt-in words lift nothing else', () => {
    expect(['STOP', 'Stopp', 'arreter', 'Unsubscribe'].map(isOptOut)).toEqual([true, true, true, true]);
    expect(['Start', 'stop'].map(isOptIn)).toEqual([true, false]);
  });
});
