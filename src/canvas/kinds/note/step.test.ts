import { describe, expect, it } from 'vitest';
import { testStepContext } from '@/canvas/engine/testing';
import { noteStep } from './step';

describe('NOTE step', () => {
  it('is never executed: reaching one is a dead end', async () => {
    expect(await noteStep(testStepContext({ text: 'remember', color: 'yellow' }))).toEqual({ type: 'stop', note: 'notes are not executed' });
  });
});
