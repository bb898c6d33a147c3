/** Every rule id the template rules report; each has a message at `whatsapp.templates.rules.<id>`. */
export const templateRuleIds = [
  'body.required', 'body.too_many_emoji', 'button.code_required', 'button.code_too_long', 'button.copy_code_marketing_only',
  'button.duplicate_label', 'button.label_required', 'button.label_too_long', 'button.label_variables', 'button.otp_authentication_only',
  'button.phone_required', 'button.phone_too_long', 'button.url_invalid', 'button.url_required', 'button.url_shortener', 'button.url_too_long',
  'button.url_too_many_variables', 'button.url_variable_not_at_end', 'button.url_wa_me', 'buttons.otp_required', 'buttons.quick_replies_not_grouped',
  'buttons.too_many', 'buttons.too_many_copy_code', 'buttons.too_many_phone', 'buttons.too_many_url', 'carousel.card_media_header',
  'carousel.cards_differ', 'carousel.marketing_only', 'carousel.no_cards', 'carousel.too_many_cards', 'components.duplicate',
  'footer.variables', 'header.emoji', 'header.formatting', 'header.line_break', 'header.sample_required', 'header.text_required',
  'header.too_many_variables', 'language.format', 'name.pattern', 'name.required', 'name.too_long', 'text.too_long', 'variables.adjacent',
  'variables.at_end', 'variables.at_start', 'variables.duplicate_name', 'variables.example_required', 'variables.format_mismatch',
  'variables.mixed', 'variables.name_pattern', 'variables.name_too_long', 'variables.not_sequential',
] as const;
export type TemplateRuleId = (typeof templateRuleIds)[number];

/**
 * One broken rule of a template: `path` names the field as the payload spells it
 * (`components.1.text`, `components.3.buttons.0.url`) so the form puts the message beside that field
 * and the server's 400 names it in `fields`; `rule` is a stable id the console translates
 * (`whatsapp.templates.rules.<rule>`) with `params` (`{ max: 60 }`).
 */
export interface TemplateProblem {
  path: string;
  rule: TemplateRuleId;
  params: Record<string, string | number>;
}
