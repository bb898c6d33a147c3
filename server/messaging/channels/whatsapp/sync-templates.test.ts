import { describe, expect, it } from 'vitest';
import { planTemplateSync } from './sync-templates';
import type { ProviderTemplate } from './template-management-types';

const theirs = (id: string, name: string, language = 'en_US'): ProviderTemplate => ({ id, name, language, status: 'APPROVED', category: 'MARKETING', components: [] });

describe('planTemplateSync', () => {
  it('matches by provider id, then by name and language for a row without one, and inserts the rest once', () => {
    const known = { sno: 1, providerTemplateId: '11', name: 'offer', language: 'en_US' };
    const unsent = { sno: 2, providerTemplateId: null, name: 'receipt', language: 'en_US' };
    const gone = { sno: 3, providerTemplateId: '33', name: 'old', language: 'en_US' };
    const renamedThere = theirs('11', 'offer_v2');
    const plan = planTemplateSync([known, unsent, gone], [renamedThere, theirs('22', 'receipt'), theirs('44', 'welcome'), theirs('44', 'welcome'), theirs('55', 'receipt', 'ar')]);
    expect(plan.updates).toEqual([
      { ours: known, theirs: renamedThere },
      { ours: unsent, theirs: theirs('22', 'receipt') },
    ]);
    expect(plan.inserts.map((template) => template.id)).toEqual(['44', '55']);
    expect(plan.missing).toEqual([gone]);
  });

  it('inserts a second provider template of the same name and language instead of folding it into one row', () => {
    const row = { providerTemplateId: null, name: 'offer', language: 'en_US' };
    const plan = planTemplateSync([row], [theirs('1', 'offer'), theirs('2', 'offer')]);
    expect(plan.updates).toHaveLength(1);
    expect(plan.inserts.map((template) => template.id)).toEqual(['2']);
  });
});
