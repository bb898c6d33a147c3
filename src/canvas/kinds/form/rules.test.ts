import { describe, expect, it } from 'vitest';
import { contentProblems, testNode } from '@/canvas/engine/testing';
import type { FormField } from './model';

const text: FormField = {
  id: 'f1',
  type: 'text',
  label: 'Email',
  required: true,
  variable: 'email',
  inputKind: 'Email',
  validator: 'Email',
  capitalisation: 'Disabled',
};

describe('FORM rules', () => {
  it('accepts labelled fields with target variables', () => {
    expect(contentProblems(testNode('FORM', 'f', { fields: [text, { id: 'f2', type: 'upload', label: 'ID', required: false, variable: 'doc', uploadType: 'document' }] }))).toEqual([]);
  });

  it('needs fields, each with a label, a variable and a unique id', () => {
    expect(contentProblems(testNode('FORM', 'f', { fields: [] }))).toEqual([['fields', 'REQUIRED']]);
    expect(contentProblems(testNode('FORM', 'f', { fields: [text, { ...text, label: '', variable: '' }] }))).toEqual([
      ['fields.1.id', 'DUPLICATE_ID'],
      ['fields.1.label', 'REQUIRED'],
      ['fields.1.variable', 'REQUIRED'],
    ]);
  });
});
