import { checkRequired, defineKind, error, type KindProblem, PROBLEM_CODES } from '@/canvas/kernel';
import { z } from 'zod';
import { ACTION_OUTPUTS, actionStep } from '../automation-shared';

export const TAG_PATTERN = /^[\p{L}\p{N}_ -]{0,40}$/u;

export const tagContactDataSchema = z.object({ tag: z.string().max(200) });
export type TagContactData = z.infer<typeof tagContactDataSchema>;

function tagRules(data: TagContactData): KindProblem[] {
  const out: KindProblem[] = [];
  checkRequired(out, 'tag', data.tag);
  if (!TAG_PATTERN.test(data.tag.trim())) out.push(error('tag', PROBLEM_CODES.patternInvalid));
  return out;
}

/** TAG_CONTACT: adds a tag (letters, digits, spaces, _ and -, up to 40) to the contact. */
export const tagContactKind = defineKind({
  kind: 'TAG_CONTACT',
  labelKey: 'automationCanvas.kinds.tag',
  icon: 'tag',
  dataSchema: tagContactDataSchema,
  createData: (): TagContactData => ({ tag: '' }),
  outputs: () => [...ACTION_OUTPUTS],
  acceptsInput: true,
  waitsForInput: false,
  writesVariables: () => [],
  rules: tagRules,
  step: actionStep<TagContactData>((actions, data) => actions.tag(data.tag.trim())),
  defaultSize: { width: 220, height: 70 },
});
