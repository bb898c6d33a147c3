import type { FlowDocument } from '../model/flow-schema';
import type { BotMessage, SessionState, UserEvent } from '@/canvas/kernel';
import { runFlow } from './run-flow';
import type { RuntimeDeps } from './runtime-deps';
import type { RunResult } from './trace-types';

/**
 * Runs events one after the other through `runFlow`, as the server does for one conversation.
 * @example const { turns } = await converse(doc, [{ type: 'start' }, { type: 'text', text: 'Asha' }], deps);
 */
export async function converse(
  doc: FlowDocument,
  events: readonly UserEvent[],
  deps: RuntimeDeps,
  state: SessionState | null = null,
): Promise<{ turns: RunResult[]; state: SessionState | null }> {
  const turns: RunResult[] = [];
  let current = state;
  for (const event of events) {
    const result = await runFlow(doc, current, event, deps);
    turns.push(result);
    current = result.state;
  }
  return { turns, state: current };
}

/**
 * One line per message, as a chat transcript reads: the text, or a card's title and description,
 * with chips in brackets.
 * @example transcript([botText('Hi', [{ type: 'reply', label: 'Yes', postbackData: 'y' }])]) // ['Hi [Yes]']
 */
export function transcript(messages: readonly BotMessage[]): string[] {
  return messages.map((message) => {
    const cards = message.type === 'rich_card' ? [message.card] : message.type === 'carousel' ? message.cards : [];
    const body = message.type === 'text_message' ? message.text : cards.map((card) => [card.title, card.description].filter(Boolean).join(': ')).join(' | ');
    const chips = [...cards.flatMap((card) => card.suggestions), ...message.suggestions].map((suggestion) => suggestion.label);
    return chips.length > 0 ? `${body} [${chips.join(', ')}]` : body;
  });
}
