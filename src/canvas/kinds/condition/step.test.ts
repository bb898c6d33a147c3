import { describe, expect, it } from 'vitest';
import { type ConditionGroup, type ConditionOperator, createVariableScope, type JsonValue } from '@/canvas/kernel';
import { SANDBOX_NOW } from '@/canvas/engine';
import { testStepContext } from '@/canvas/engine/testing';
import type { ConditionData } from './model';
import { conditionStep, evaluateRule } from './step';

const holds = (group: ConditionGroup, operator: ConditionOperator, subject: JsonValue, values: string[] = []) =>
  evaluateRule({ id: 'r', variable: 'x', group, operator, values }, createVariableScope({ x: subject, low: 5 }, () => SANDBOX_NOW));

const file = (name: string) => ({ name, mimeType: 'application/octet-stream', size: 1, url: `https://f.example/${name}` });

describe('CONDITION rules: each group and operator, passing then failing', () => {
  it.each<[ConditionGroup, ConditionOperator, string[], JsonValue, JsonValue]>([
    ['Number', 'greater', ['17'], '18', '17'],
    ['Number', 'less', ['10'], 9, '10'],
    ['Number', 'equals', ['42'], '42', '42.5'],
    ['Number', 'between', ['{{low}}', '10'], '10', '11'],
    ['Decimals', 'greater', ['4.25'], '4.26', '4.25'],
    ['Decimals', 'less', ['0.5'], '-1.5', '0.5'],
    ['Decimals', 'equals', ['2.50'], 2.5, '2.51'],
    ['Decimals', 'between', ['1.5', '2.5'], '2.5', 'abc'],
    ['Text', 'equals', ['yes'], ' YES ', 'yes please'],
    ['Text', 'begins', ['hel'], 'Hello', 'Shell'],
    ['Text', 'ends', ['lo'], 'Hello', 'Lonely'],
    ['Text', 'contains', ['ell'], 'Hello', 'Help'],
    ['Text', 'valid', [], 'Hello world', 'Hello 2'],
    ['Text', 'not valid', [], 'R2D2', 'Robot'],
    ['String Length', 'greater', ['3'], 'abcd', 'abc'],
    ['String Length', 'less', ['3'], 'ab', 'abc'],
    ['String Length', 'equals', ['3'], 'abc', 'abcd'],
    ['String Length', 'between', ['2', '4'], 'abcd', 'a'],
    ['Word Count', 'greater', ['2'], 'one two three', 'one two'],
    ['Word Count', 'less', ['2'], 'one', 'one two'],
    ['Word Count', 'equals', ['2'], ' one   two ', 'one'],
    ['Word Count', 'between', ['1', '3'], 'a b c', ''],
    ['URL', 'valid', [], 'https://acme.example/a', 'acme.example'],
    ['URL', 'not valid', [], 'mailto:x', 'www.acme.example'],
    ['Email', 'valid', [], 'asha@example.com', 'asha@example.travel'],
    ['Email', 'not valid', [], 'asha@', 'asha.rao@mail.co.in'],
    ['India phone number', 'valid', [], '+91 98765-43210', '5876543210'],
    ['India phone number', 'valid', [], '09876543210', '98765'],
    ['India phone number', 'not valid', [], '919876', '919876543210'],
    ['Date', 'greater', ['2025-01-31'], '2025-02-01', '2025-01-31'],
    ['Date', 'less', ['{{today}}'], '1999-12-31', '2099-01-01'],
    ['Date', 'equals', ['2025-01-31'], '2025-01-31', '31/01/2025'],
    ['Date', 'between', ['2025-01-01', '2025-12-31'], '2025-06-15', '2026-01-01'],
    ['Date', 'valid', [], '2024-02-29', '2025-02-29'],
    ['Date', 'not valid', [], 'tomorrow', '2025-02-28'],
    ['Time', 'greater', ['09:00'], '9:30', '08:59'],
    ['Time', 'less', ['12:00'], '11:59:59', '12:00'],
    ['Time', 'equals', ['09:05'], '9:05', '09:06'],
    ['Time', 'between', ['09:00', '17:00'], '17:00', '17:01'],
    ['Time', 'valid', [], '23:59', '24:00'],
    ['Time', 'not valid', [], 'noon', '12:00'],
    ['Image', 'extension contains', ['png jpg'], file('a.JPG'), file('a.gif')],
    ['Image', 'extension not contains', ['.png'], 'https://x.example/a.gif?v=1', 'https://x.example/a.png?v=1'],
    ['Image', 'valid', [], file('photo.webp'), file('photo.pdf')],
    ['Image', 'not valid', [], file('notes.txt'), file('photo.jpeg')],
    ['Document', 'extension contains', ['pdf, docx'], file('cv.docx'), file('cv.doc')],
    ['Document', 'extension not contains', ['pdf'], file('cv.doc'), file('cv.pdf')],
    ['Document', 'valid', [], file('sheet.xlsx'), file('movie.mp4')],
    ['Document', 'not valid', [], file('movie.mp4'), file('sheet.csv')],
    ['Audio', 'extension contains', ['mp3'], file('song.mp3'), file('song.wav')],
    ['Audio', 'extension not contains', ['mp3'], file('song.wav'), file('song.mp3')],
    ['Audio', 'valid', [], file('voice.ogg'), file('voice')],
    ['Audio', 'not valid', [], file('voice.png'), file('voice.m4a')],
  ])('%s %s %j: %j holds, %j does not', (group, operator, values, passing, failing) => {
    expect(holds(group, operator, passing, values)).toBe(true);
    expect(holds(group, operator, failing, values)).toBe(false);
  });

  it('an operator the group does not evaluate is false', () => {
    expect(holds('Email', 'greater', 'a@b.com', ['1'])).toBe(false);
  });
});

describe('CONDITION step', () => {
  const data = (joiner: ConditionData['joiner']): ConditionData => ({
    joiner,
    rules: [
      { id: 'adult', variable: 'age', group: 'Number', operator: 'greater', values: ['17'] },
      { id: 'vip', variable: 'tier', group: 'Text', operator: 'equals', values: ['gold'] },
    ],
  });

  it('AND needs every rule, OR any rule', async () => {
    const variables = { age: '20', tier: 'silver' };
    expect(await conditionStep(testStepContext(data('&&'), { variables }))).toMatchObject({ type: 'next', handle: 'false' });
    expect(await conditionStep(testStepContext(data('||'), { variables }))).toMatchObject({ type: 'next', handle: 'true' });
    expect(await conditionStep(testStepContext(data('&&'), { variables: { age: 20, tier: 'Gold' } }))).toMatchObject({ handle: 'true' });
  });

  it('no rules take the false branch; a missing variable is reported by the scope', async () => {
    expect(await conditionStep(testStepContext({ joiner: '&&', rules: [] }))).toMatchObject({ handle: 'false' });
    const context = testStepContext(data('||'));
    expect(await conditionStep(context)).toMatchObject({ handle: 'false' });
    expect(context.scope.missing).toEqual(['age', 'tier']);
  });
});
