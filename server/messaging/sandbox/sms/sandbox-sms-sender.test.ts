import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../../channel/channel';
import { createSandboxSmsSender } from './sandbox-sms-sender';

describe('sandbox SMS sender', () => {
  it('records each SMS it accepts and refuses an unknown sender id or a bad number', async () => {
    const sms = createSandboxSmsSender({ senderIds: ['SHOPIN'], now: () => new Date('2026-11-23T10:00:00Z') });
    expect(await sms.send({ from: 'SHOPIN', to: '+919812345678', text: 'Hi', reference: 'r1' })).toEqual({ id: 'sms-sandbox-1' });
    expect(sms.sent).toEqual([{ id: 'sms-sandbox-1', from: 'SHOPIN', to: '+919812345678', text: 'Hi', reference: 'r1', at: new Date('2026-11-23T10:00:00Z') }]);
    await expect(sms.send({ from: 'OTHER', to: '+919812345678', text: 'Hi', reference: 'r2' })).rejects.toBeInstanceOf(ProviderError);
    await expect(sms.send({ from: 'SHOPIN', to: '98123', text: 'Hi', reference: 'r3' })).rejects.toMatchObject({ code: 400 });
    expect(sms.sent).toHaveLength(1);
  });
});
