// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEdge, testFlow, testNode, textMessage } from '@/canvas/engine/testing';
import { renderEditor, stubBrowserForReactFlow } from '../testing/render-editor';

beforeAll(stubBrowserForReactFlow);

const branchingMessage = testNode('MESSAGE', 'm1', {
  content: { type: 'text_message', text: 'Ask name' },
  suggestions: [{ id: 'yes', type: 'reply', label: 'Yes please', postbackData: 'y', branch: true }],
});

describe('node views', () => {
  it('shows icon title, summary and one handle per output with its label', () => {
    renderEditor(testFlow([branchingMessage, testNode('CONDITION', 'c1'), textMessage('m2', 'Bye')], [testEdge('m1', 'next', 'm2')]));
    const message = screen.getByTestId('node-m1');
    expect(message).toHaveAccessibleName('Ask name');
    expect(within(message).getByText('Message')).toBeInTheDocument();
    expect(within(message).getByText('Start')).toBeInTheDocument();
    // Once as the suggestion's chip, once as the label of its own output handle.
    expect(within(message).getAllByText('Yes please')).toHaveLength(2);
    expect(screen.getByTestId('handle-m1-yes')).toHaveAccessibleName('Output Yes please of Message');
    expect(screen.getByTestId('handle-m1-next')).toBeInTheDocument();
    expect(screen.getByTestId('handle-m1-in')).toBeInTheDocument();

    const condition = screen.getByTestId('node-c1');
    expect(within(condition).getByText('True')).toBeInTheDocument();
    expect(within(condition).getByText('False')).toBeInTheDocument();
    expect(screen.getByTestId('handle-c1-true')).toBeInTheDocument();
    expect(screen.getByTestId('handle-c1-false')).toBeInTheDocument();
  });

  it('shows what each node does: name, message text with its variables marked, chips, rules in words, the call, the questions, the jump', () => {
    const message = testNode('MESSAGE', 'greet', {
      content: { type: 'text_message', text: 'Hi {{name}}, pick one' },
      suggestions: [
        { id: 'r1', type: 'reply', label: 'Deals', postbackData: 'deals', branch: true },
        { id: 'u1', type: 'url_action', label: 'Website', url: 'https://acme.example' },
        { id: 'c1', type: 'calendar_event', label: 'Remind me', title: 'Sale', description: '', startTime: '2026-12-01T10:00:00Z', endTime: '2026-12-01T11:00:00Z' },
      ],
    });
    const condition = testNode('CONDITION', 'check', {
      joiner: '||',
      rules: [
        { id: 'r1', variable: 'email', group: 'Email', operator: 'valid', values: [] },
        { id: 'r2', variable: 'age', group: 'Number', operator: 'between', values: ['18', '65'] },
      ],
    });
    const api = testNode('API', 'save', { method: 'POST', url: 'https://api.acme.example/users/{{id}}', responseMappings: [{ path: 'data.points', variable: 'points' }] });
    const form = testNode('FORM', 'ask', {
      fields: [{ id: 'f1', type: 'text', label: 'Your email?', required: true, variable: 'email', inputKind: 'Email', validator: 'Email', capitalisation: 'Disabled' }],
    });
    const jump = testNode('FLOW', 'go', { flowId: 'billing' });
    renderEditor(testFlow([message, condition, api, form, jump]));

    const greet = screen.getByTestId('node-greet');
    expect(within(greet).getByTestId('node-name-greet')).toHaveTextContent('greet');
    expect(within(greet).getByText('{{name}}').tagName).toBe('MARK');
    expect(within(greet).getByText(/, pick one/)).toBeInTheDocument();
    expect(within(greet).getByLabelText('Open URL')).toBeInTheDocument();
    expect(within(greet).getByText('Website')).toBeInTheDocument();
    expect(within(greet).getByLabelText('Add to calendar')).toBeInTheDocument();
    expect(screen.getByTestId('handle-greet-r1')).toHaveAccessibleName('Output Deals of Message');
    expect(screen.queryByTestId('handle-greet-u1')).not.toBeInTheDocument();

    const check = screen.getByTestId('node-check');
    expect(within(check).getByText(/is a valid Email/)).toBeInTheDocument();
    expect(within(check).getByText('or')).toBeInTheDocument();
    expect(within(check).getByText(/is between 18 and 65/)).toBeInTheDocument();

    const save = screen.getByTestId('node-save');
    expect(within(save).getByText('POST')).toBeInTheDocument();
    expect(within(save).getByText('{{id}}').tagName).toBe('MARK');
    expect(within(save).getByText('{{points}}')).toBeInTheDocument();

    expect(within(screen.getByTestId('node-ask')).getByText('Your email?')).toBeInTheDocument();
    expect(within(screen.getByTestId('node-ask')).getByText('{{email}}')).toBeInTheDocument();
    expect(within(screen.getByTestId('node-go')).getByText('→ billing')).toBeInTheDocument();
    // Accessible names stay the one-line summaries testers select nodes by.
    expect(greet).toHaveAccessibleName('Hi {{name}}, pick one');
    expect(check).toHaveAccessibleName('email valid || age between 18 65');
  });

  it('badges a node with the count and severity of its problems', async () => {
    renderEditor(testFlow([textMessage('m1'), testNode('API', 'a1', { url: 'not a url' })], [testEdge('m1', 'next', 'a1')]));
    const badge = await screen.findByTestId('node-problems-a1');
    expect(badge).toHaveAttribute('data-severity', 'error');
    expect(Number(badge.textContent)).toBeGreaterThanOrEqual(2);
    expect(screen.queryByTestId('node-problems-m1')).not.toBeInTheDocument();
  });

  it('draws the page overlay: a ring on the running node, the path and badges with a spoken label', () => {
    const overlay = {
      activeNodeId: 'c1',
      pathNodeIds: new Set(['m1']),
      nodeBadges: new Map([['m1', { text: '3 · 1 stopped', label: '3 conversations reached it, 1 stopped here', tone: 'warning' as const }]]),
    };
    renderEditor(testFlow([branchingMessage, testNode('CONDITION', 'c1'), textMessage('m2', 'Bye')], [testEdge('m1', 'next', 'c1')]), { overlay });
    expect(within(screen.getByTestId('node-c1')).getByText('Running now')).toBeInTheDocument();
    expect(screen.getByTestId('node-c1')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByTestId('node-m1')).not.toHaveAttribute('aria-current');
    expect(within(screen.getByTestId('node-m1')).getByText('On the path taken')).toBeInTheDocument();
    expect(screen.getByTestId('node-badge-m1')).toHaveAccessibleName('3 conversations reached it, 1 stopped here');
    expect(screen.getByTestId('node-badge-m1')).toHaveTextContent('3 · 1 stopped');
    expect(screen.queryByTestId('node-badge-c1')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('node-m2')).queryByText(/Running now|On the path taken/)).not.toBeInTheDocument();
  });

  it('faces handles along the flow: top and bottom by default, left and right for a left-to-right flow', () => {
    const nodes = [testNode('CONDITION', 'c1'), textMessage('m2', 'Bye')];
    renderEditor(testFlow(nodes));
    expect(screen.getByTestId('handle-c1-in')).toHaveClass('react-flow__handle-top');
    expect(screen.getByTestId('handle-c1-true')).toHaveClass('react-flow__handle-bottom');
    cleanup();
    renderEditor(testFlow(nodes, [], { view: { layoutDirection: 'RIGHT' } }));
    expect(screen.getByTestId('handle-c1-in')).toHaveClass('react-flow__handle-left');
    expect(screen.getByTestId('handle-c1-true')).toHaveClass('react-flow__handle-right');
    expect(screen.getByTestId('handle-c1-false')).toHaveClass('react-flow__handle-right');
  });

  it('gives notes no handles', () => {
    renderEditor(testFlow([textMessage('m1'), testNode('NOTE', 'n1', { text: 'Remember', color: 'blue' })]));
    expect(within(screen.getByTestId('node-n1')).getByText('Remember')).toBeInTheDocument();
    expect(screen.queryByTestId('handle-n1-in')).not.toBeInTheDocument();
  });
});
