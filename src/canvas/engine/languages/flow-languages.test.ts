import { describe, expect, it } from 'vitest';
import type { UserEvent } from '@/canvas/kernel';
import { dispatch } from '../commands/dispatch';
import { readFlowDocument } from '../io/import-export';
import type { FlowDocument, FlowNode } from '../model/flow-schema';
import { converse, transcript } from '../runtime/converse';
import { runFlow } from '../runtime/run-flow';
import { createSandboxDeps } from '../runtime/sandbox-deps';
import { createFlowStore } from '../store/create-flow-store';
import { testEdge, testFlow, testNode, textMessage } from '../testing/flow-fixtures';
import { validateFlow, validateNode } from '../validation/validate-flow';
import { conversationLanguage, nodeTexts } from './flow-languages';

const deps = createSandboxDeps();
const menu = testNode('MESSAGE', 'menu', {
  content: { type: 'text_message', text: 'Welcome {{name}}! Pick one.' },
  suggestions: [
    { id: 'plans', type: 'reply', label: 'Plans', postbackData: 'plans', branch: true },
    { id: 'site', type: 'url_action', label: 'Website', url: 'https://example.com' },
  ],
});
const arabicMenu: FlowNode = { ...menu, translations: { ar: { 'content.text': 'أهلا {{name}}! اختر واحدا.', 'suggestions.plans.label': 'الباقات' } } };
const bilingual = (nodes: FlowNode[] = [arabicMenu, textMessage('plans', 'Our plans start at 99.')]): FlowDocument =>
  testFlow(nodes, [testEdge('menu', 'plans', 'plans')], { languages: { default: 'en', others: ['ar', 'hi'] } });
const storeOf = (doc: FlowDocument) => createFlowStore(doc, { seed: 't', now: () => 0 });
const say = (text: string): UserEvent => ({ type: 'text', text });

describe('a node kind declares its texts once', () => {
  it('lists every user-visible text of a message with stable keys and the RCS limit of each', () => {
    expect(nodeTexts(menu).map(({ key, text, maxLength }) => [key, text, maxLength])).toEqual([
      ['content.text', 'Welcome {{name}}! Pick one.', 3072],
      ['suggestions.plans.label', 'Plans', 25],
      ['suggestions.site.label', 'Website', 25],
    ]);
    const carousel = testNode('MESSAGE', 'c', {
      content: {
        type: 'carousel',
        options: { width: 'MEDIUM', orientation: 'Vertical', thumbnailAlignment: 'LEFT', mediaHeight: 'MEDIUM' },
        cards: [{ id: 'card-1', title: 'Gold', description: 'Best', media: null, suggestions: [{ id: 'buy', type: 'reply', label: 'Buy', postbackData: 'buy', branch: false }] }],
      },
    });
    expect(nodeTexts(carousel).map((text) => text.key)).toEqual(['content.cards.card-1.title', 'content.cards.card-1.description', 'content.cards.card-1.suggestions.buy.label']);
    expect(nodeTexts(testNode('FORM', 'f')).map((text) => text.key)).toEqual(['fields.field-1.label']);
    expect(nodeTexts(testNode('API', 'a'))).toEqual([]);
  });
});

describe('translation commands', () => {
  it('setFlowLanguages declares the languages and refuses a default that is also among the others', () => {
    const store = storeOf(testFlow([menu]));
    expect(dispatch(store, 'setFlowLanguages', { languages: { default: 'en', others: ['en', 'ar'] } })).toBe(false);
    expect(dispatch(store, 'setFlowLanguages', { languages: { default: 'en', others: ['ar'] } })).toBe(true);
    expect(store.getDoc().languages).toEqual({ default: 'en', others: ['ar'] });
  });

  it('updateTranslation writes one text, coalesces typing into one undo step, and an empty value removes it', () => {
    const store = storeOf(bilingual([menu]));
    for (const value of ['أ', 'أه', 'أهلا']) dispatch(store, 'updateTranslation', { nodeId: 'menu', language: 'ar', key: 'content.text', value });
    expect(store.getDoc().nodes[0]?.translations).toEqual({ ar: { 'content.text': 'أهلا' } });
    expect(store.history.getState().pastStates).toHaveLength(1);
    dispatch(store, 'updateTranslation', { nodeId: 'menu', language: 'ar', key: 'content.text', value: '' }, { at: 5_000 });
    expect(store.getDoc().nodes[0]?.translations).toBeUndefined();
    dispatch(store, 'undo');
    expect(store.getDoc().nodes[0]?.translations).toEqual({ ar: { 'content.text': 'أهلا' } });
    expect(store.log.map((entry) => entry.id)).toEqual(['updateTranslation', 'updateTranslation', 'updateTranslation', 'updateTranslation', 'undo']);
  });

  it('refuses a language the flow does not declare', () => {
    const store = storeOf(bilingual([menu]));
    expect(dispatch(store, 'updateTranslation', { nodeId: 'menu', language: 'fr', key: 'content.text', value: 'Bonjour' })).toBe(false);
  });

  it('taking a language off the list drops its translations in the same undo step', () => {
    const store = storeOf(bilingual());
    dispatch(store, 'setFlowLanguages', { languages: { default: 'en', others: ['hi'] } });
    expect(store.getDoc().nodes[0]?.translations).toBeUndefined();
    dispatch(store, 'undo');
    expect(store.getDoc().nodes[0]?.translations?.ar?.['content.text']).toBe('أهلا {{name}}! اختر واحدا.');
    expect(store.getDoc().languages?.others).toEqual(['ar', 'hi']);
  });
});

describe('validation of translations', () => {
  it('warns once per node, text and language without a translation, naming the field the inspector focuses', () => {
    const problems = validateFlow(bilingual()).filter((found) => found.code === 'TRANSLATION_MISSING');
    expect(problems.map(({ nodeId, field, severity }) => [nodeId, field, severity])).toEqual([
      ['menu', 'translations.ar.suggestions.site.label', 'warning'],
      ['menu', 'translations.hi.content.text', 'warning'],
      ['menu', 'translations.hi.suggestions.plans.label', 'warning'],
      ['menu', 'translations.hi.suggestions.site.label', 'warning'],
      ['plans', 'translations.ar.content.text', 'warning'],
      ['plans', 'translations.hi.content.text', 'warning'],
    ]);
    expect(problems[0]).toMatchObject({ params: { language: 'ar', text: 'Website' }, messageKey: 'flowLanguages.problems.TRANSLATION_MISSING' });
  });

  it('counts the channel limit in each language, and a node check agrees with the whole-flow check', () => {
    const long: FlowNode = { ...arabicMenu, translations: { ar: { ...arabicMenu.translations?.ar, 'suggestions.plans.label': 'ب'.repeat(26) } } };
    const doc = bilingual([long]);
    expect(validateFlow(doc)).toContainEqual(expect.objectContaining({ nodeId: 'menu', field: 'translations.ar.suggestions.plans.label', code: 'TOO_LONG', severity: 'error', params: { max: 25 } }));
    expect(validateNode(doc, 'menu')).toEqual(validateFlow(doc).filter((found) => found.nodeId === 'menu'));
  });

  it('says nothing about translations in a flow with one language, and leaves empty default texts alone', () => {
    expect(validateFlow(testFlow([menu])).some((found) => found.code === 'TRANSLATION_MISSING')).toBe(false);
    const empty = bilingual([testNode('MESSAGE', 'm', { content: { type: 'text_message', text: '' }, suggestions: [] })]);
    expect(validateFlow(empty).some((found) => found.code === 'TRANSLATION_MISSING')).toBe(false);
  });
});

describe('answering in the conversation language', () => {
  it('answers in Arabic, falls back to the default language for a text not translated, and keeps the language for later turns', async () => {
    const start = await runFlow(bilingual(), null, { type: 'start', variables: { name: 'Asha' } }, deps, { language: 'ar' });
    expect(transcript(start.messages)).toEqual(['أهلا Asha! اختر واحدا. [الباقات, Website]']);
    expect(start.state.language).toBe('ar');
    const next = await runFlow(bilingual(), start.state, say('الباقات'), deps);
    expect(next.trace[0]).toMatchObject({ nodeId: 'menu', branch: 'plans' });
    expect(transcript(next.messages)).toEqual(['Our plans start at 99.']);
  });

  it('a new session started by a message after the end keeps the conversation language', async () => {
    const flow = testFlow([{ ...textMessage('bye', 'Bye'), translations: { ar: { 'content.text': 'مع السلامة' } } }], [], { languages: { default: 'en', others: ['ar'] } });
    const { turns } = await converse(flow, [{ type: 'start' }, say('hi')], deps, null);
    expect(turns.flatMap((turn) => transcript(turn.messages))).toEqual(['Bye', 'Bye']);
    const arabic = await runFlow(flow, null, { type: 'start' }, deps, { language: 'ar' });
    const again = await runFlow(flow, { ...arabic.state, ended: true }, say('hi'), deps);
    expect(transcript(again.messages)).toEqual(['مع السلامة']);
  });

  it('picks the language by tag, then by base language, else the default', () => {
    const doc = bilingual();
    expect(conversationLanguage(doc, 'ar')).toBe('ar');
    expect(conversationLanguage(doc, 'AR-eg')).toBe('ar');
    expect(conversationLanguage(doc, 'fr-FR')).toBe('en');
    expect(conversationLanguage(doc, undefined)).toBe('en');
    expect(conversationLanguage(testFlow([]), 'ar')).toBe('en');
  });

  it('a flow without translations answers in its own texts whatever the language asked', async () => {
    const { messages } = await runFlow(testFlow([menu]), null, { type: 'start', variables: { name: 'Asha' } }, deps, { language: 'ar' });
    expect(transcript(messages)).toEqual(['Welcome Asha! Pick one. [Plans, Website]']);
  });
});

describe('older stored flows', () => {
  it('a version 1 document and a version 2 document without languages still read, as English-only flows that run', async () => {
    const current = testFlow([textMessage('m', 'Hello')]);
    const { settings, ...rest } = current;
    const v1 = readFlowDocument({ ...rest, schemaVersion: 1, ...settings });
    const v2 = readFlowDocument(JSON.parse(JSON.stringify(current)));
    for (const read of [v1, v2]) {
      expect(read.ok).toBe(true);
      if (!read.ok) continue;
      expect(read.doc.languages).toBeUndefined();
      const { messages } = await runFlow(read.doc, null, { type: 'start' }, deps, { language: 'ar' });
      expect(transcript(messages)).toEqual(['Hello']);
    }
  });

  it('a translated flow survives export and read, and a translation into an unknown language is refused', () => {
    const read = readFlowDocument(JSON.parse(JSON.stringify(bilingual())));
    expect(read.ok && read.doc.nodes[0]?.translations?.ar?.['suggestions.plans.label']).toBe('الباقات');
    const bad = { ...bilingual(), nodes: [{ ...arabicMenu, translations: { xx: { 'content.text': '?' } } }] };
    expect(readFlowDocument(JSON.parse(JSON.stringify(bad))).ok).toBe(false);
  });
});

describe("the runtime's own sentences", () => {
  it('re-ask in the conversation language when the flow offers it, and in English when it does not', async () => {
    const form = { ...testNode('FORM', 'f'), translations: { ar: { 'fields.field-1.label': 'ما اسمك؟' } } } as FlowNode;
    const arabicFlow = testFlow([form], [], { languages: { default: 'en', others: ['ar'] } });
    const start = await runFlow(arabicFlow, null, { type: 'start' }, deps, { language: 'ar' });
    expect(transcript(start.messages)).toEqual(['ما اسمك؟']);
    const empty = await runFlow(arabicFlow, start.state, say('  '), deps);
    expect(transcript(empty.messages)[0]).toBe('يُرجى كتابة إجابة.');
    const nameField = { id: 'field-1', type: 'text', label: 'Name?', required: true, variable: '', inputKind: 'Custom Text', validator: 'No Validation', capitalisation: 'Disabled' } as const;
    const englishOnly = testFlow([testNode('FORM', 'f', { fields: [nameField] })]);
    const english = await runFlow(englishOnly, null, { type: 'start' }, deps, { language: 'ar' });
    expect(transcript((await runFlow(englishOnly, english.state, say('  '), deps)).messages)[0]).toBe('Please type an answer.');
  });
});

describe('translations follow the texts they translate', () => {
  it('removing a suggestion drops its translations, so a new suggestion under the reused id starts untranslated; undo brings them back', () => {
    const store = storeOf(bilingual([arabicMenu]));
    const suggestions = (menu.data as { suggestions: unknown[] }).suggestions;
    dispatch(store, 'updateNodeData', { nodeId: 'menu', field: 'suggestions', value: suggestions.slice(1) });
    expect(store.getDoc().nodes[0]?.translations).toEqual({ ar: { 'content.text': 'أهلا {{name}}! اختر واحدا.' } });
    dispatch(store, 'undo');
    expect(store.getDoc().nodes[0]?.translations?.ar?.['suggestions.plans.label']).toBe('الباقات');
  });
});
