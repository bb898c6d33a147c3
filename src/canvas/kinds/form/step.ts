import { type BotMessage, botText, fileFamily, type FileFamily, isEmail, isFullName, isIndiaPhone, isTelephone, type JsonValue, type NodeStep, normaliseDate, normaliseTime, type RuntimeTexts, type StepContext, type StepOutcome, type UploadedFile, type UserInput } from '@/canvas/kernel';
import type { FormData, FormField } from './model';

type TextField = Extract<FormField, { type: 'text' }>;
type UploadField = Extract<FormField, { type: 'upload' }>;
type TextKey = keyof RuntimeTexts;
type Checked = { value: string } | { error: TextKey };

/** What an optional field's Skip chip sends; typing the word (any case) skips too. */
export const FORM_SKIP_WORD = 'skip';

const accept = (value: string): Checked => ({ value });
const checkWith = (test: (text: string) => boolean, error: TextKey) => (text: string): Checked => (test(text) ? { value: text } : { error });

function checkDateTime(text: string): Checked {
  const [datePart = '', timePart = ''] = text.split(/[T\s]+/);
  const date = normaliseDate(datePart);
  const time = normaliseTime(timePart);
  return date && time ? { value: `${date} ${time}` } : { error: 'formDateTime' };
}

/** Input kinds check the form of the answer and normalise dates and times (stored as YYYY-MM-DD, HH:MM). */
const INPUT_KIND_CHECKS: Record<TextField['inputKind'], (text: string) => Checked> = {
  'Full Name': checkWith(isFullName, 'formFullName'),
  Email: checkWith(isEmail, 'formEmail'),
  Date: (text) => {
    const date = normaliseDate(text);
    return date ? { value: date } : { error: 'formDate' };
  },
  Time: (text) => {
    const time = normaliseTime(text);
    return time ? { value: time } : { error: 'formTime' };
  },
  'Date Time': checkDateTime,
  Telephone: checkWith(isTelephone, 'formTelephone'),
  Address: accept,
  Password: accept,
  'Custom Text': accept,
};

const VALIDATOR_CHECKS: Record<TextField['validator'], (text: string) => Checked> = {
  Fullname: checkWith(isFullName, 'formFullName'),
  Email: checkWith(isEmail, 'formEmail'),
  'Mobile Number': checkWith(isIndiaPhone, 'formMobileNumber'),
  'No Validation': accept,
};

/** Capitalising an email, a password or a date would change it, so only free text is capitalised. */
const CAPITALISED_KINDS: ReadonlySet<TextField['inputKind']> = new Set(['Full Name', 'Address', 'Custom Text']);

const CAPITALISATIONS: Record<TextField['capitalisation'], (text: string) => string> = {
  'Word Start': (text) => text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase()),
  'Sentence Start': (text) => text.replace(/(^\s*|[.!?]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase()),
  Disabled: (text) => text,
};

/**
 * Capitalises an answer: `Word Start` upper-cases each word's first letter, `Sentence Start` the first
 * letter of each sentence; the other letters stay as typed.
 * @example capitalise('asha rao', 'Word Start') // 'Asha Rao'
 */
export function capitalise(text: string, mode: TextField['capitalisation']): string {
  return CAPITALISATIONS[mode](text);
}

/**
 * A typed answer checked by the field's input kind, then its validator; capitalised when it is free text.
 * @example checkTextAnswer(emailField, ' a@b.com ') // { value: 'a@b.com' }
 */
export function checkTextAnswer(field: TextField, answer: string): Checked {
  const text = answer.trim();
  if (text === '') return { error: 'formEmptyAnswer' };
  const checked = INPUT_KIND_CHECKS[field.inputKind](text);
  if ('error' in checked) return checked;
  const validated = VALIDATOR_CHECKS[field.validator](checked.value);
  if ('error' in validated) return validated;
  return { value: CAPITALISED_KINDS.has(field.inputKind) ? capitalise(validated.value, field.capitalisation) : validated.value };
}

const UPLOAD_RULES: Record<UploadField['uploadType'], { accepts: (family: FileFamily | null) => boolean; error: TextKey }> = {
  image: { accepts: (family) => family === 'image', error: 'uploadImage' },
  document: { accepts: (family) => family === 'document', error: 'uploadDocument' },
  video: { accepts: (family) => family === 'video', error: 'uploadVideo' },
  audio: { accepts: (family) => family === 'audio', error: 'uploadAudio' },
  otherFile: { accepts: (family) => family === null, error: 'uploadOtherFile' },
  anyUpload: { accepts: () => true, error: 'uploadAnyUpload' },
};

/** An uploaded file checked against the field's upload type (MIME type first, then extension). */
export function checkUpload(field: UploadField, file: UploadedFile): boolean {
  return UPLOAD_RULES[field.uploadType].accepts(fileFamily(file));
}

function answerOf(field: FormField, input: UserInput): { value: JsonValue } | { error: TextKey } {
  if (field.type === 'upload') {
    if (input.type !== 'upload' || !checkUpload(field, input.file)) return { error: UPLOAD_RULES[field.uploadType].error };
    return { value: { ...input.file } };
  }
  if (input.type === 'upload') return { error: 'formExpectedText' };
  return checkTextAnswer(field, input.type === 'text' ? input.text : input.data);
}

function isSkip(field: FormField, input: UserInput): boolean {
  if (field.required) return false;
  const said = input.type === 'text' ? input.text : input.type === 'postback' ? input.data : '';
  return said.trim().toLowerCase() === FORM_SKIP_WORD;
}

function ask(context: StepContext<FormData>, fieldIndex: number, before: BotMessage[] = [], scope = context.scope): StepOutcome {
  const field = context.data.fields[fieldIndex]!;
  const skip = field.required ? [] : [{ type: 'reply' as const, label: context.texts.formSkip, postbackData: FORM_SKIP_WORD }];
  return {
    type: 'wait',
    waitingFor: { kind: field.type === 'upload' ? 'upload' : 'form-field', field: field.id },
    formProgress: { nodeId: context.nodeId, fieldIndex },
    messages: [...before, botText(scope.interpolate(field.label), skip)],
  };
}

/**
 * FORM: asks field by field (the label is the prompt; optional fields carry a Skip chip), re-asks
 * with a message on an invalid answer, stores each answer (uploads as the file object; skipped
 * fields as null) in its variable, then `next`.
 */
export const formStep: NodeStep<FormData> = (context) => {
  const { data, input, session, nodeId, texts } = context;
  if (data.fields.length === 0) return { type: 'next', handle: 'next', note: 'the form has no fields' };
  if (input === null) return ask(context, 0);
  const fieldIndex = session.formProgress?.nodeId === nodeId ? session.formProgress.fieldIndex : 0;
  const field = data.fields[fieldIndex];
  if (!field) return ask(context, 0);
  const answer = isSkip(field, input) ? { value: null } : answerOf(field, input);
  if ('error' in answer) return { ...ask(context, fieldIndex, [botText(texts[answer.error])]), note: `invalid answer for ${field.id}` };
  const set = { [field.variable]: answer.value };
  const note = answer.value === null ? `${field.id} skipped` : `${field.id} answered`;
  if (fieldIndex + 1 < data.fields.length) return { ...ask(context, fieldIndex + 1, [], context.scope.extend(set)), set, note };
  return { type: 'next', handle: 'next', set, note };
};
