import type { TemplateContent } from '@/api/contracts/whatsapp-template';

/**
 * How the sandbox provider reviews a template, decided from its text alone so a template gets the
 * same verdict in every run: a word of the list below (in the name or any text) rejects it with
 * Meta's reason for that kind of content; a body that starts or ends with a variable is
 * INVALID_FORMAT, as Meta refuses it; anything else is approved.
 */

export const reviewRejectWords: Readonly<Record<string, 'SCAM' | 'ABUSIVE_CONTENT' | 'INCORRECT_CATEGORY'>> = {
  lottery: 'SCAM',
  jackpot: 'SCAM',
  guaranteed: 'SCAM',
  idiot: 'ABUSIVE_CONTENT',
  hate: 'ABUSIVE_CONTENT',
  // A one-time code belongs in an AUTHENTICATION template, never in MARKETING or UTILITY.
  otp: 'INCORRECT_CATEGORY',
};

export type ReviewVerdict = { status: 'APPROVED'; reason: null } | { status: 'REJECTED'; reason: string };

function textsOf(template: TemplateContent): string[] {
  const texts = [template.name.replace(/_/g, ' ')];
  for (const component of template.components) {
    if (component.type === 'HEADER' || component.type === 'FOOTER') texts.push(component.text ?? '');
    else if (component.type === 'BODY') texts.push(component.text);
    else if (component.type === 'BUTTONS') texts.push(...component.buttons.map((button) => ('text' in button ? (button.text ?? '') : '')));
  }
  return texts;
}

export function reviewTemplate(template: TemplateContent): ReviewVerdict {
  const words = textsOf(template).join(' ').toLowerCase().split(/[^a-z0-9]+/);
  for (const word of words) {
    const reason = reviewRejectWords[word];
    if (reason && !(reason === 'INCORRECT_CATEGORY' && template.category === 'AUTHENTICATION')) return { status: 'REJECTED', reason };
  }
  const body = template.components.find((component) => component.type === 'BODY');
  if (body && /^\s*\{\{[^}]*\}\}|\{\{[^}]*\}\}[\s.!?]*$/.test(body.text)) return { status: 'REJECTED', reason: 'INVALID_FORMAT' };
  return { status: 'APPROVED', reason: null };
}
