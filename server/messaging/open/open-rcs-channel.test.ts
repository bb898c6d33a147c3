import { describe, expect, it } from 'vitest';
import type { SandboxSmsSender } from '../sandbox/sms/sandbox-sms-sender';
import { openRcsChannel } from './open-rcs-channel';
import { readRcsConfig } from '../channels/rcs/rcs-config';

describe('openRcsChannel', () => {
  it('in sandbox mode starts the agent API, sends through it and falls back to the SMS sandbox', async () => {
    const config = readRcsConfig({ RBM_SANDBOX_TIMING: 'instant', RCS_SMS_FALLBACK_SENDER: 'SNDBOX' });
    // The webhook goes nowhere here; the sandbox's retries stop when it closes.
    const opened = await openRcsChannel(config, { webhookUrl: 'http://127.0.0.1:9/unused', sandbox: { rules: { notCapableSuffixes: ['999'], notCapableRate: 0 } } });
    try {
      expect(opened.sandbox?.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const message = { channel: 'rcs' as const, senderId: 'agent', rcsMessage: { type: 'text_message', name: 'hi', text: 'Hello', smsFallbackText: 'Hello by SMS' }, variables: {} };
      expect(await opened.channel.send({ ...message, to: '+919812345671', reference: 'r1' })).toEqual({ providerMessageId: 'r1' });
      expect(await opened.channel.send({ ...message, to: '+919812345999', reference: 'r2' })).toMatchObject({ via: 'sms' });
      expect(await opened.sms.senderIds('any')).toEqual(['SNDBOX']);
      expect((opened.sms as SandboxSmsSender).sent).toHaveLength(1);
      // A campaign's DLT template is the fallback's text, its `{#var#}`s filled from the recipient's values, and its id goes with it.
      const smsFallbackDlt = { templateId: '1107001001000000001', text: 'Dear {{dlt_1}}, your code is {{dlt_2}}' };
      const dlt = { ...message, smsFallbackFrom: 'ACMERT', smsFallbackDlt, variables: { dlt_1: 'Ada', dlt_2: '4711' } };
      expect(await opened.channel.send({ ...dlt, to: '+919812346999', reference: 'r3' })).toMatchObject({ via: 'sms' });
      expect((opened.sms as SandboxSmsSender).sent.at(-1)).toMatchObject({ from: 'ACMERT', text: 'Dear Ada, your code is 4711', dltTemplateId: '1107001001000000001' });
    } finally {
      await opened.close();
    }
  });
});
