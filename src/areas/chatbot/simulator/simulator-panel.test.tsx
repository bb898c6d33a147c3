// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CanvasOverlay } from '@/canvas/editor';
import { createFlowStore, dispatch, type Fetcher } from '@/canvas/engine';
import { testEdge, testFlow, testNode, textMessage } from '@/canvas/engine/testing';
import { initTestI18n } from '@/shell/testing/test-i18n';
import { SimulatorPanel } from './simulator-panel';

afterEach(cleanup);

const card = (id: string, title: string, reply: { id: string; label: string }) => ({
  id,
  title,
  description: `${title} plan`,
  media: { url: `https://img.example.com/${id}.png`, thumbnailUrl: '' },
  suggestions: [{ id: reply.id, type: 'reply' as const, label: reply.label, postbackData: reply.id, branch: true }],
});

/** A carousel of two plans; each card's chip branches to its own answer. */
const plansFlow = testFlow(
  [
    testNode('MESSAGE', 'menu', {
      content: {
        type: 'carousel',
        options: { width: 'SMALL', orientation: 'Vertical', thumbnailAlignment: 'LEFT', mediaHeight: 'TALL' },
        cards: [card('c1', 'Basic', { id: 'pick-basic', label: 'Choose Basic' }), card('c2', 'Pro', { id: 'pick-pro', label: 'Choose Pro' })],
      },
      suggestions: [{ id: 'help', type: 'url_action', label: 'Help', url: 'https://help.example.com' }],
    }),
    textMessage('basic', 'Basic it is'),
    textMessage('pro', 'Pro it is'),
  ],
  [testEdge('menu', 'pick-basic', 'basic'), testEdge('menu', 'pick-pro', 'pro')],
);

let overlay: CanvasOverlay | null = null;
const onOverlay = (next: CanvasOverlay | null) => {
  overlay = next;
};

function renderSimulator(doc = plansFlow, fetcher: Fetcher = vi.fn()) {
  const store = createFlowStore(doc);
  render(
    <I18nextProvider i18n={initTestI18n()}>
      <SimulatorPanel store={store} fetcher={fetcher} loadFlow={() => Promise.resolve(null)} onClose={() => undefined} onOverlay={onOverlay} />
    </I18nextProvider>,
  );
  return store;
}

describe('simulator panel', () => {
  it('renders a carousel with its card options and answers a tapped chip along its branch', async () => {
    const user = userEvent.setup();
    renderSimulator();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const carousel = await screen.findByRole('group', { name: 'Carousel of 2 cards' });
    const cards = within(carousel).getAllByRole('article');
    expect(cards.map((element) => element.getAttribute('aria-label'))).toEqual(['Basic', 'Pro']);
    expect(cards[0]).toHaveAttribute('data-width', 'SMALL');
    expect(cards[0]).toHaveAttribute('data-media-height', 'TALL');
    expect(within(screen.getByRole('log')).getByRole('link', { name: 'Help' })).toHaveAttribute('href', 'https://help.example.com');

    await user.click(within(cards[1]!).getByRole('button', { name: 'Choose Pro' }));
    const log = screen.getByRole('log');
    await within(log).findByText('Pro it is');
    expect(within(log).getByText('Choose Pro', { selector: 'p' })).toBeInTheDocument();
    // Chips of an answered message no longer answer.
    expect(within(cards[0]!).getByRole('button', { name: 'Choose Basic' })).toBeDisabled();
    expect(within(screen.getByTestId('simulator-path')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Basic', 'Pro it is']);
    expect(overlay?.activeNodeId).toBe('pro');
    expect([...(overlay?.pathNodeIds ?? [])]).toEqual(['menu', 'pro']);
    expect([...(overlay?.pathEdgeIds ?? [])]).toEqual(['menu-pick-pro-pro']);
  });

  it('matches a typed chip label, and shows the node path and variables', async () => {
    const user = userEvent.setup();
    renderSimulator();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('group', { name: 'Carousel of 2 cards' });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'choose basic{Enter}');
    await within(screen.getByRole('log')).findByText('Basic it is');
    expect(within(screen.getByTestId('simulator-variables')).getByText('last_input')).toBeInTheDocument();
  });

  it('steps through one node at a time and starts from the selected node', async () => {
    const user = userEvent.setup();
    const doc = testFlow([textMessage('a', 'First'), textMessage('b', 'Second')], [testEdge('a', 'next', 'b')]);
    const store = renderSimulator(doc);
    await user.click(screen.getByLabelText('Step by step'));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const log = screen.getByRole('log');
    await user.click(await screen.findByRole('button', { name: /Next step/ }));
    expect(within(log).getByText('First')).toBeInTheDocument();
    expect(within(log).queryByText('Second')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next step/ }));
    expect(within(log).getByText('Second')).toBeInTheDocument();

    act(() => void dispatch(store, 'select', { nodeIds: ['b'] }));
    await user.click(screen.getByRole('button', { name: 'Start from selected node' }));
    await user.click(await screen.findByRole('button', { name: 'Run to the end' }));
    await waitFor(() => expect(within(log).getAllByText(/First|Second/).map((element) => element.textContent)).toEqual(['Second']));
  });

  it('sends API steps through the given fetcher and shows the request and response', async () => {
    const user = userEvent.setup();
    const doc = testFlow(
      [testNode('API', 'call', { method: 'GET', url: 'https://api.example.com/plans' }), textMessage('ok', 'Got plans')],
      [testEdge('call', 'success', 'ok')],
    );
    const fetcher = vi.fn<Fetcher>().mockResolvedValue({ status: 200, headers: { 'content-type': 'application/json' }, body: '{"plans":2}' });
    renderSimulator(doc, fetcher);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await within(screen.getByRole('log')).findByText('Got plans');
    expect(fetcher).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: 'https://api.example.com/plans' }));
    expect(within(screen.getByRole('list', { name: 'API calls (1)' })).getByText('GET https://api.example.com/plans')).toBeInTheDocument();
    expect(screen.getByText(/"status": 200/)).toBeInTheDocument();
  });

  it('sends a picked file as an upload: FORM upload fields check its type and CONDITION Image reads its name', async () => {
    const user = userEvent.setup();
    const doc = testFlow(
      [
        testNode('FORM', 'ask', { fields: [{ id: 'shot', type: 'upload', label: 'Send a screenshot', required: true, variable: 'screenshot', uploadType: 'image' }] }),
        testNode('CONDITION', 'is-image', { joiner: '&&', rules: [{ id: 'r', variable: 'screenshot', group: 'Image', operator: 'extension contains', values: ['png'] }] }),
        textMessage('got', 'Thanks for {{screenshot.name}}'),
      ],
      [testEdge('ask', 'next', 'is-image'), testEdge('is-image', 'true', 'got')],
    );
    renderSimulator(doc);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const log = screen.getByRole('log');
    await within(log).findByText('Send a screenshot');
    await user.upload(screen.getByLabelText('Send a file'), new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' }));
    await within(log).findByText('Please upload image only!!');
    expect(within(log).getByText(/File: bill\.pdf \(4/)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Send a file'), new File(['png'], 'shot.png', { type: 'image/png' }));
    await within(log).findByText('Thanks for shot.png');
    const variables = within(screen.getByTestId('simulator-variables'));
    expect(variables.getByText(/"mimeType": "image\/png"/)).toBeInTheDocument();
    expect(variables.getByText('https://simulator.invalid/uploads/2/shot.png')).toBeInTheDocument();
  });

  it('fires the timeout event, so the timeout action of the bot settings can be tried', async () => {
    const user = userEvent.setup();
    const greeting = testNode('MESSAGE', 'hello', {
      content: { type: 'text_message', text: 'Hello again' },
      suggestions: [{ id: 'ok', type: 'reply', label: 'OK', postbackData: 'ok', branch: false }],
    });
    const base = testFlow([greeting]);
    renderSimulator(testFlow([greeting], [], { settings: { ...base.settings, timeoutAction: 'Restart Bot' } }));
    const timeout = screen.getByRole('button', { name: 'Time out' });
    expect(timeout).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const log = screen.getByRole('log');
    await within(log).findByText('Hello again');
    await user.click(timeout);
    await within(log).findByText('(no answer: timed out)');
    await waitFor(() => expect(within(log).getAllByText('Hello again')).toHaveLength(2));
    expect(within(log).queryByText('The conversation has ended.')).not.toBeInTheDocument();
  });

  it('answers in the conversation language picked for the run, right to left in Arabic, and in the default text where a translation is missing', async () => {
    const user = userEvent.setup();
    const greeting = { ...textMessage('hello', 'Welcome!'), translations: { ar: { 'content.text': 'أهلا بك!' } } };
    renderSimulator(testFlow([greeting, textMessage('bye', 'Bye')], [testEdge('hello', 'next', 'bye')], { languages: { default: 'en', others: ['ar'] } }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Conversation language' }), 'ar');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const log = screen.getByRole('log', { name: 'Conversation' });
    const arabic = await within(log).findByText('أهلا بك!');
    expect(arabic.closest('[lang]')).toHaveAttribute('lang', 'ar');
    expect(log.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await within(log).findByText('Bye');
  });
});
