import { describe, expect, it } from 'vitest';
import { textMessage, testFlow, testNode } from '../testing/flow-fixtures';
import { validateFlow } from './validate-flow';

describe('variable rules', () => {
  it('VARIABLE_UNDEFINED for {{name}} that nothing declares or assigns', () => {
    const problems = validateFlow(testFlow([textMessage('m1', 'Hi {{who}}')]));
    expect(problems).toEqual([
      expect.objectContaining({ nodeId: 'm1', field: 'content.text', code: 'VARIABLE_UNDEFINED', params: { name: 'who' } }),
    ]);
  });

  it('accepts declared, node-assigned, built-in and dotted references', () => {
    const form = testNode('FORM', 'f1', {
      fields: [{ id: 'x', type: 'upload', label: 'Photo', required: true, variable: 'photo', uploadType: 'image' }],
    });
    const doc = testFlow([textMessage('m1', '{{name}} {{photo}} {{user.phone}} {{name.first}}'), form]);
    const found = validateFlow(doc, { builtInVariables: ['user'] }).filter((problem) => problem.code === 'VARIABLE_UNDEFINED');
    expect(found).toEqual([]);
  });

  it('VARIABLE_NAME_INVALID and VARIABLE_DUPLICATE on declarations', () => {
    const doc = testFlow([textMessage('m1')], [], {
      variables: [
        { name: 'name', type: 'string', default: null },
        { name: 'name', type: 'string', default: null },
        { name: '9lives', type: 'number', default: 9 },
      ],
    });
    expect(validateFlow(doc).map((found) => [found.field, found.code])).toEqual([
      ['variables.1.name', 'VARIABLE_DUPLICATE'],
      ['variables.2.name', 'VARIABLE_NAME_INVALID'],
    ]);
  });

  it('ignores references inside sticky notes', () => {
    const doc = testFlow([textMessage('m1'), testNode('NOTE', 'n1', { text: 'uses {{later}}' })]);
    expect(validateFlow(doc)).toEqual([]);
  });
});
