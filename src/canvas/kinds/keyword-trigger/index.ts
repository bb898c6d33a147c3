import { checkRequired, defineKind, error, type KindProblem, PROBLEM_CODES } from '@/canvas/kernel';
import { TRIGGER_OUTPUTS, triggerStep } from '../automation-shared';
import { isValidPattern, keywordMatches } from './match';
import { keywordTriggerDataSchema, type KeywordTriggerData } from './model';

function keywordRules(data: KeywordTriggerData): KindProblem[] {
  const out: KindProblem[] = [];
  checkRequired(out, 'keywords', data.keywords.replace(/,/g, ''));
  if (data.match === 'REGEX' && data.keywords.trim() !== '' && !isValidPattern(data.keywords)) out.push(error('keywords', PROBLEM_CODES.patternInvalid));
  return out;
}

/** KEYWORD_TRIGGER: an inbound text message matching keywords (as words or exactly) or a regular expression. */
export const keywordTriggerKind = defineKind({
  kind: 'KEYWORD_TRIGGER',
  labelKey: 'automationCanvas.kinds.keyword',
  icon: 'message-square',
  dataSchema: keywordTriggerDataSchema,
  createData: (): KeywordTriggerData => ({ match: 'WORD', keywords: '' }),
  outputs: () => [...TRIGGER_OUTPUTS],
  acceptsInput: true,
  waitsForInput: false,
  writesVariables: () => [],
  rules: keywordRules,
  step: triggerStep<KeywordTriggerData>((event, data) => ({
    holds: event.type === 'message' && keywordMatches(data.match, data.keywords, event.text),
    note: `${data.match} "${data.keywords}" on ${event.type} "${event.text.slice(0, 80)}"`,
  })),
  defaultSize: { width: 240, height: 80 },
});
