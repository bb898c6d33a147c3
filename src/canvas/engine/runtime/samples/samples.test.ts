import { describe, expect, it } from 'vitest';
import { validateFlow } from '../../validation/validate-flow';
import { converse, transcript } from '../converse';
import { createSandboxDeps } from '../sandbox-deps';
import { BUILT_IN_VARIABLES, type UserEvent } from '@/canvas/kernel';
import { BILLING_FLOW, SIGNUP_FLOW, SUPPORT_FLOW, signupFetcher } from './index';

const say = (text: string): UserEvent => ({ type: 'text', text });
const tap = (data: string): UserEvent => ({ type: 'postback', data });

describe('sample flows', () => {
  it.each([SIGNUP_FLOW, SUPPORT_FLOW, BILLING_FLOW])('$id passes validateFlow without errors', (flow) => {
    const problems = validateFlow(flow, { builtInVariables: BUILT_IN_VARIABLES, knownFlowIds: new Set([SIGNUP_FLOW.id, SUPPORT_FLOW.id, BILLING_FLOW.id]) });
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });
});

describe('sign-up conversation', () => {
  const deps = () => createSandboxDeps({ fetcher: signupFetcher });

  it('greets, asks with re-asks, checks the email, registers, adds the bonus and shows the deals', async () => {
    const { turns, state } = await converse(
      SIGNUP_FLOW,
      [{ type: 'start' }, tap('signup'), say('asha  rao'), say('not-an-email'), say('skip'), say('asha rao'), say('asha@example.com'), say('98765 43210')],
      deps(),
    );
    expect(turns.map((turn) => transcript(turn.messages))).toEqual([
      ['Welcome to Acme Deals! Shall we sign you up for the weekly deals? [Sign me up, Not now]'],
      ['What is your name?'],
      ['Thanks Asha  Rao. Your email address?'],
      ['Your mobile number, for deal alerts? [Skip]'],
      ['"not-an-email" does not look like an email address. Let us try again.', 'What is your name?'],
      ['Thanks Asha Rao. Your email address?'],
      ['Your mobile number, for deal alerts? [Skip]'],
      ['You are in, Asha Rao! Member SUB-1001, you now have 150 points.', 'Running shoes: 30% off until Sunday | Smart watch: Free strap with every watch [Shop now, Shop now]'],
    ]);
    expect(turns[7]!.messages[1]).toEqual({
      type: 'carousel',
      options: { width: 'MEDIUM', orientation: 'Vertical', thumbnailAlignment: 'LEFT', mediaHeight: 'MEDIUM' },
      cards: [
        {
          title: 'Running shoes',
          description: '30% off until Sunday',
          media: { url: 'https://cdn.acme.example/deals/shoes.jpg', thumbnailUrl: null },
          suggestions: [{ type: 'url_action', label: 'Shop now', url: 'https://acme.example/deals/shoes' }],
        },
        {
          title: 'Smart watch',
          description: 'Free strap with every watch',
          media: { url: 'https://cdn.acme.example/deals/watch.jpg', thumbnailUrl: null },
          suggestions: [{ type: 'url_action', label: 'Shop now', url: 'https://acme.example/deals/watch' }],
        },
      ],
      suggestions: [],
    });
    expect(state?.variables).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', mobile: '98765 43210', subscriber_id: 'SUB-1001', points: 100, total_points: 150 });
    expect(turns[7]!.trace.map((step) => [step.nodeId, step.outcome, step.branch])).toEqual([
      ['details', 'next', 'next'],
      ['email-ok', 'next', 'true'],
      ['register', 'next', 'success'],
      ['bonus', 'next', 'next'],
      ['thanks', 'next', 'next'],
      ['deals', 'dead-end', 'next'],
    ]);
  });

  it('an invalid mobile number is asked again; the API failing on 500 takes the failure branch', async () => {
    const { turns } = await converse(SIGNUP_FLOW, [{ type: 'start' }, say('sign me up'), say('Ravi'), say('ravi@error.io'), say('12345'), say('9876543210')], deps());
    expect(turns.slice(4).map((turn) => transcript(turn.messages))).toEqual([
      ['Please enter a valid phone number.', 'Your mobile number, for deal alerts? [Skip]'],
      ['Sorry, we could not sign you up right now. Please try again later.'],
    ]);
  });

  it('"Not now" says goodbye; the next message finds a dead end and the handover re-sends that text', async () => {
    const { turns, state } = await converse(SIGNUP_FLOW, [{ type: 'start' }, tap('later'), say('hello?')], deps());
    expect(transcript(turns[1]!.messages)).toEqual(['No problem. Say hi any time!']);
    expect(transcript(turns[2]!.messages)).toEqual(['No problem. Say hi any time!']);
    expect(turns[2]!.trace[0]).toMatchObject({ kind: 'SESSION', outcome: 'handover', note: 'Send previous text message' });
    expect(state?.ended).toBe(false);
  });
});

describe('support and billing conversation', () => {
  const deps = () => createSandboxDeps({ flows: [BILLING_FLOW] });

  it('jumps to billing, adds GST, takes the payment, then restarts on the next message', async () => {
    const { turns, state } = await converse(SUPPORT_FLOW, [{ type: 'start' }, tap('billing'), tap('payment-check'), say('thanks')], deps());
    expect(turns.map((turn) => transcript(turn.messages))).toEqual([
      ['Acme Support: How can we help today? [Pay my bill, Talk to us, Call us]'],
      ['Your bill is INR 500 plus 18% GST: INR 590.', 'Acme bill: INR 590.00 [Pay now, I have paid]'],
      ['Payment received. Thank you!'],
      ['Acme Support: How can we help today? [Pay my bill, Talk to us, Call us]'],
    ]);
    expect(turns[1]!.messages[1]!.suggestions[0]).toEqual({ type: 'url_action', label: 'Pay now', url: 'https://payments.sandbox.invalid/pay/sandbox-pay-1' });
    expect(turns[1]!.trace.map((step) => [step.flowId, step.nodeId])).toEqual([
      ['sample-support', 'menu'],
      ['sample-support', 'to-billing'],
      ['sample-billing', 'add-tax'],
      ['sample-billing', 'bill'],
      ['sample-billing', 'pay'],
    ]);
    expect(state).toMatchObject({ flowId: 'sample-support', waitingFor: { nodeId: 'menu', kind: 'reply' } });
  });

  it('talks to the helpdesk app with a phone number and a screenshot', async () => {
    const screenshot: UserEvent = { type: 'upload', file: { name: 'error.png', mimeType: 'image/png', size: 48_000, url: 'https://files.example/error.png' } };
    const { turns } = await converse(
      SUPPORT_FLOW,
      [{ type: 'start' }, say('talk to us'), say('12345'), say('+91 98765 43210'), { type: 'upload', file: { name: 'notes.pdf', mimeType: 'application/pdf', size: 1, url: 'https://files.example/notes.pdf' } }, screenshot, say('router keeps rebooting')],
      deps(),
    );
    expect(turns.slice(1).map((turn) => transcript(turn.messages))).toEqual([
      ['Which mobile number can we reach you on?'],
      ['Please enter a valid phone number.', 'Which mobile number can we reach you on?'],
      ['Send a screenshot of the problem, if you have one. [Skip]'],
      ['Please upload image only!!', 'Send a screenshot of the problem, if you have one. [Skip]'],
      ['Thanks, we got error.png.', '[Sandbox] App "helpdesk" is answering now. Send any message to go back to the bot, or "fail" to see an app failure.'],
      ['[Sandbox] App "helpdesk" is done.', 'The helpdesk noted: router keeps rebooting. We will call +91 98765 43210 soon.'],
    ]);
  });

  it('a timeout ends the session and triggers the bot again with fresh variables', async () => {
    const { turns, state } = await converse(SUPPORT_FLOW, [{ type: 'start' }, say('talk to us'), say('9876543210'), { type: 'timeout' }], deps());
    expect(transcript(turns[3]!.messages)).toEqual(['Acme Support: How can we help today? [Pay my bill, Talk to us, Call us]']);
    expect(state?.variables).toEqual({ app_result: null });
  });
});
