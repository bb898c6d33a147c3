import { describe, expect, it } from 'vitest';
import { checkRuleForm, emptyRuleForm } from './rule-form';

const valid = { ...emptyRuleForm('+919800000101'), url: 'https://hooks.acme.example/wa', eventCategory: ['MESSAGE_STATUS' as const] };

describe('the webhook rule form', () => {
  it('turns a filled form into the call fields, dropping empty header rows and the algorithm when not encrypting', () => {
    const { fields, errors } = checkRuleForm({ ...valid, httpHeaders: [{ key: 'X-Token', value: 'abc' }, { key: ' ', value: '' }], algorithm: 'AES-256-GCM' });
    expect(errors).toEqual({});
    expect(fields).toMatchObject({ retryCount: 3, retryDelayInSec: 30, httpHeaders: [{ key: 'X-Token', value: 'abc' }], algorithm: null });
  });

  it('names each bad field: no category, a half-typed number, an encryption without algorithm, a reserved header', () => {
    const { errors } = checkRuleForm({ ...valid, eventCategory: [], retryCount: '2x', encryptPayload: true, algorithm: '', httpHeaders: [{ key: 'Host', value: 'x' }] });
    expect(Object.keys(errors).sort()).toEqual(['eventCategory', 'httpHeaders.0.key', 'retryCount']);
    expect(checkRuleForm({ ...valid, encryptPayload: true }).errors).toHaveProperty('algorithm');
  });
});
