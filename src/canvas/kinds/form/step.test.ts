import { describe, expect, it } from 'vitest';
import { converse, createSandboxDeps, transcript } from '@/canvas/engine';
import { testEdge, testFlow, testNode, textMessage } from '@/canvas/engine/testing';
import type { UserEvent } from '@/canvas/kernel';
import type { FormField } from './model';
import { capitalise, checkTextAnswer, checkUpload } from './step';

type TextField = Extract<FormField, { type: 'text' }>;
const text = (init: Partial<TextField>): TextField => ({
  id: 'f',
  type: 'text',
  label: 'Answer?',
  required: true,
  variable: 'answer',
  inputKind: 'Custom Text',
  validator: 'No Validation',
  capitalisation: 'Disabled',
  ...init,
});
const upload = (uploadType: Extract<FormField, { type: 'upload' }>['uploadType']) => ({ id: 'u', type: 'upload' as const, label: 'File?', required: true, variable: 'file', uploadType });
const file = (name: string, mimeType = 'application/octet-stream') => ({ name, mimeType, size: 10, url: `https://files.example/${name}` });

describe('FORM answers', () => {
  it.each([
    ['Word Start', 'asha rao from pune', 'Asha Rao From Pune'],
    ['Sentence Start', 'hello there. how are you? fine', 'Hello there. How are you? Fine'],
    ['Disabled', 'asha rao', 'asha rao'],
  ] as const)('capitalisation %s', (mode, typed, stored) => {
    expect(capitalise(typed, mode)).toBe(stored);
    expect(checkTextAnswer(text({ capitalisation: mode }), typed)).toEqual({ value: stored });
  });

  it('emails, passwords and dates are never capitalised', () => {
    expect(checkTextAnswer(text({ inputKind: 'Email', capitalisation: 'Word Start' }), 'asha@example.com')).toEqual({ value: 'asha@example.com' });
    expect(checkTextAnswer(text({ inputKind: 'Password', capitalisation: 'Word Start' }), 'secret word')).toEqual({ value: 'secret word' });
  });

  it.each([
    ['Fullname', 'Asha Rao', 'Asha 2'],
    ['Email', 'asha@example.com', 'asha@example'],
    ['Mobile Number', '+91 98765 43210', '12345 67890'],
    ['No Validation', '???', '   '],
  ] as const)('validator %s accepts %j and refuses %j', (validator, good, bad) => {
    expect(checkTextAnswer(text({ validator }), good)).toHaveProperty('value');
    expect(checkTextAnswer(text({ validator }), bad)).toHaveProperty('error');
  });

  it.each([
    ['Full Name', 'Asha Rao', 'Asha Rao', 'asha_rao'],
    ['Email', 'a@b.com', 'a@b.com', 'a@b'],
    ['Date', '31/01/2025', '2025-01-31', '31/02/2025'],
    ['Time', '9:05', '09:05', '25:00'],
    ['Date Time', '2025-01-31 9:05', '2025-01-31 09:05', '2025-01-31'],
    ['Telephone', '+44 20 7946 0958', '+44 20 7946 0958', 'call me'],
    ['Address', '12 MG Road', '12 MG Road', ''],
  ] as const)('input kind %s normalises %j and refuses %j', (inputKind, typed, stored, bad) => {
    expect(checkTextAnswer(text({ inputKind }), typed)).toEqual({ value: stored });
    expect(checkTextAnswer(text({ inputKind }), bad)).toHaveProperty('error');
  });

  it.each([
    ['image', file('a.png', 'image/png'), file('a.pdf', 'application/pdf')],
    ['document', file('cv.pdf'), file('a.mp3', 'audio/mpeg')],
    ['video', file('clip.mp4'), file('a.png')],
    ['audio', file('voice.bin', 'audio/ogg'), file('clip.mp4', 'video/mp4')],
    ['otherFile', file('backup.zip'), file('a.png')],
  ] as const)('upload type %s checks the file', (uploadType, good, bad) => {
    expect(checkUpload(upload(uploadType), good)).toBe(true);
    expect(checkUpload(upload(uploadType), bad)).toBe(false);
  });

  it('anyUpload takes any file', () => {
    expect(checkUpload(upload('anyUpload'), file('anything.xyz'))).toBe(true);
  });
});

describe('FORM step in a conversation', () => {
  const form = testNode('FORM', 'form', {
    fields: [
      text({ id: 'name', label: 'Name?', variable: 'name', inputKind: 'Full Name', validator: 'Fullname', capitalisation: 'Word Start' }),
      text({ id: 'city', label: 'Your city, {{name}}?', required: false, variable: 'city' }),
      upload('image'),
    ],
  });
  const flow = testFlow([form, textMessage('done', 'Saved {{name}} / {{city}} / {{file.name}}')], [testEdge('form', 'next', 'done')]);
  const run = (events: UserEvent[]) => converse(flow, [{ type: 'start' }, ...events], createSandboxDeps());

  it('asks field by field, re-asks on invalid input, skips optional fields and stores uploads', async () => {
    const { turns, state } = await run([
      { type: 'text', text: 'r2d2' },
      { type: 'upload', file: file('me.png', 'image/png') },
      { type: 'text', text: 'ravi kumar' },
      { type: 'postback', data: 'skip' },
      { type: 'text', text: 'here it is' },
      { type: 'upload', file: file('me.png', 'image/png') },
    ]);
    expect(turns.map((turn) => transcript(turn.messages))).toEqual([
      ['Name?'],
      ['Please enter your full name using letters only.', 'Name?'],
      ['Please type your answer instead of sending a file.', 'Name?'],
      ['Your city, Ravi Kumar? [Skip]'],
      ['File?'],
      ['Please upload image only!!', 'File?'],
      ['Saved Ravi Kumar /  / me.png'],
    ]);
    expect(turns[6]!.trace[1]).toMatchObject({ missingVariables: ['city'] });
    expect(state?.variables).toMatchObject({ name: 'Ravi Kumar', city: null, file: file('me.png', 'image/png') });
    expect(turns[3]!.state).toMatchObject({ waitingFor: { nodeId: 'form', kind: 'form-field', field: 'city' }, formProgress: { nodeId: 'form', fieldIndex: 1 } });
    expect(turns[4]!.state.waitingFor).toEqual({ nodeId: 'form', kind: 'upload', field: 'u' });
  });

  it('a required field takes the skip word as an answer', async () => {
    const { turns } = await run([{ type: 'text', text: 'Skip' }]);
    expect(transcript(turns[1]!.messages)).toEqual(['Your city, Skip? [Skip]']);
  });
});
