import type { TemplateComponent, TemplateContentInput } from '@/api/contracts/whatsapp-template';
import type { TemplateProblem } from '@/api/rules/whatsapp-template-rules';

const SECTION: Record<TemplateComponent['type'], string> = { HEADER: 'header', BODY: 'body', FOOTER: 'footer', BUTTONS: 'buttons', CAROUSEL: 'cards' };

/**
 * Where the form shows a problem: `name`, `language`, `header`, `body`, `footer`, `buttons`,
 * `buttons.2` (one button), `cards`, `cards.1` (one card), `examples`.
 */
export function sectionOf(content: TemplateContentInput, problem: TemplateProblem): string {
  const parts = problem.path.split('.');
  if (parts[0] !== 'components') return parts[0] ?? 'body';
  if (parts.length === 1) return problem.rule === 'buttons.otp_required' ? 'buttons' : 'body';
  if (parts.includes('example')) return 'examples';
  const component = content.components[Number(parts[1])];
  const section = component ? SECTION[component.type] : 'body';
  if (section === 'buttons' && parts[2] === 'buttons' && parts[3] !== undefined) return `buttons.${parts[3]}`;
  if (section === 'cards' && parts[2] === 'cards' && parts[3] !== undefined) return `cards.${parts[3]}`;
  return section;
}

export function groupProblems(content: TemplateContentInput, problems: readonly TemplateProblem[]): Map<string, TemplateProblem[]> {
  const grouped = new Map<string, TemplateProblem[]>();
  for (const problem of problems) {
    const section = sectionOf(content, problem);
    grouped.set(section, [...(grouped.get(section) ?? []), problem]);
  }
  return grouped;
}

/** Only the problems of parts the user has been in; `buttons.2` and `cards.1` count as `buttons` and `cards`. */
export function touchedProblems(grouped: ReadonlyMap<string, TemplateProblem[]>, touched: ReadonlySet<string>): Map<string, TemplateProblem[]> {
  return new Map([...grouped].filter(([section]) => touched.has(section.split('.')[0] ?? section)));
}
