import type { TemplateButton, TemplateCategory } from '../contracts/whatsapp-template';
import { findVariables } from './template-text';
import type { TemplateProblem, TemplateRuleId } from './template-problem';
import { whatsappTemplateLimits as limits } from './whatsapp-template-limits';

/** Button rules of platform-limits.md for one BUTTONS component at `path` (e.g. `components.3`). */
export function checkButtons(buttons: readonly TemplateButton[], category: TemplateCategory, path: string, maxButtons: number = limits.buttonsMax): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const add = (suffix: string, rule: TemplateRuleId, params: TemplateProblem['params'] = {}) => problems.push({ path: `${path}.buttons${suffix}`, rule, params });

  if (buttons.length > maxButtons) add('', 'buttons.too_many', { max: maxButtons, count: buttons.length });

  // Quick replies and the other buttons form two blocks: the kind may change at most once along the list.
  const kinds = buttons.map((b) => b.type === 'QUICK_REPLY');
  const switches = kinds.filter((quick, i) => i > 0 && quick !== kinds[i - 1]).length;
  if (switches > 1) add('', 'buttons.quick_replies_not_grouped');

  const count = (type: TemplateButton['type']) => buttons.filter((b) => b.type === type).length;
  if (count('URL') > limits.urlButtonsMax) add('', 'buttons.too_many_url', { max: limits.urlButtonsMax });
  if (count('PHONE_NUMBER') > limits.phoneButtonsMax) add('', 'buttons.too_many_phone', { max: limits.phoneButtonsMax });
  if (count('COPY_CODE') > limits.copyCodeButtonsMax) add('', 'buttons.too_many_copy_code', { max: limits.copyCodeButtonsMax });
  if (category === 'AUTHENTICATION' && count('OTP') !== limits.otpButtons) add('', 'buttons.otp_required', { count: limits.otpButtons });

  const labels = new Map<string, number>();
  buttons.forEach((button, index) => {
    const at = `.${index}`;
    if (button.type === 'OTP' && category !== 'AUTHENTICATION') add(`${at}.type`, 'button.otp_authentication_only');
    if (button.type === 'COPY_CODE') {
      if (category !== 'MARKETING') add(`${at}.type`, 'button.copy_code_marketing_only');
      if (!button.example) add(`${at}.example`, 'button.code_required');
      else if (Array.from(button.example).length > limits.copyCodeMaxLength) add(`${at}.example`, 'button.code_too_long', { max: limits.copyCodeMaxLength });
    }
    if ('text' in button && button.text !== undefined) {
      const label = button.text;
      if (!label.trim()) add(`${at}.text`, 'button.label_required');
      else if (Array.from(label).length > limits.buttonLabelMaxLength) add(`${at}.text`, 'button.label_too_long', { max: limits.buttonLabelMaxLength });
      if (findVariables(label).length > 0) add(`${at}.text`, 'button.label_variables');
      const key = label.trim().toLowerCase();
      if (key && labels.has(key)) add(`${at}.text`, 'button.duplicate_label', { other: labels.get(key) ?? 0 });
      else if (key) labels.set(key, index);
    }
    if (button.type === 'PHONE_NUMBER') {
      if (!button.phone_number.trim()) add(`${at}.phone_number`, 'button.phone_required');
      else if (button.phone_number.length > limits.phoneNumberMaxLength) add(`${at}.phone_number`, 'button.phone_too_long', { max: limits.phoneNumberMaxLength });
    }
    if (button.type === 'URL') problems.push(...checkUrlButton(button, `${path}.buttons.${index}`));
  });
  return problems;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url.replace(/\{\{[^{}]*\}\}/g, 'x')).hostname.toLowerCase();
  } catch {
    return null;
  }
}

function checkUrlButton(button: Extract<TemplateButton, { type: 'URL' }>, path: string): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const add = (field: string, rule: TemplateRuleId, params: TemplateProblem['params'] = {}) => problems.push({ path: `${path}.${field}`, rule, params });
  const url = button.url.trim();
  if (!url) return [{ path: `${path}.url`, rule: 'button.url_required', params: {} }];
  if (url.length > limits.urlMaxLength) add('url', 'button.url_too_long', { max: limits.urlMaxLength });
  const host = hostOf(url);
  if (!host || !/^https?:\/\//i.test(url)) add('url', 'button.url_invalid');
  else if (host === 'wa.me' || host.endsWith('.wa.me')) add('url', 'button.url_wa_me');
  else if ((limits.urlShorteners as readonly string[]).includes(host)) add('url', 'button.url_shortener');
  const variables = findVariables(url);
  if (variables.length > limits.urlMaxVariables) add('url', 'button.url_too_many_variables', { max: limits.urlMaxVariables });
  else if (variables.length === 1) {
    const [variable] = variables;
    if (variable && variable.end !== url.length) add('url', 'button.url_variable_not_at_end');
    if (!button.example?.[0]?.trim()) add('example', 'variables.example_required', { name: variable?.name ?? '' });
  }
  return problems;
}
