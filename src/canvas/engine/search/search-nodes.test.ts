import { describe, expect, it } from 'vitest';
import { textMessage, testFlow, testNode } from '../testing/flow-fixtures';
import { validateFlow } from '../validation/validate-flow';
import { searchNodes } from './search-nodes';

const doc = testFlow([
  textMessage('m1', 'Welcome to Acme'),
  testNode('API', 'a1', { url: 'https://acme.example.com/orders' }),
  testNode('API', 'a2', { url: 'broken url' }),
]);

describe('searchNodes', () => {
  it('finds nodes by any text in their data, case-insensitively', () => {
    expect(searchNodes(doc, 'ACME')).toEqual(['m1', 'a1']);
  });

  it('filters by kind', () => {
    expect(searchNodes(doc, 'kind:api')).toEqual(['a1', 'a2']);
  });

  it('filters nodes with errors, combined with other terms', () => {
    const problems = validateFlow(doc);
    expect(searchNodes(doc, 'is:invalid kind:api', problems)).toEqual(['a1', 'a2']);
    expect(searchNodes(doc, 'is:invalid broken', problems)).toEqual(['a2']);
  });

  it('an empty query finds nothing', () => {
    expect(searchNodes(doc, '  ')).toEqual([]);
  });
});
