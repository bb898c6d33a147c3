import { describe, expect, it } from 'vitest';
import { contentProblems, testNode } from '@/canvas/engine/testing';

describe('APP rules', () => {
  it('needs an app id and named parameters', () => {
    expect(contentProblems(testNode('APP', 'p', { appId: 'crm', params: [{ key: 'lead', value: '1' }] }))).toEqual([]);
    expect(contentProblems(testNode('APP', 'p', { appId: '', params: [{ key: '', value: '1' }] }))).toEqual([
      ['appId', 'REQUIRED'],
      ['params.0.key', 'REQUIRED'],
    ]);
  });
});
