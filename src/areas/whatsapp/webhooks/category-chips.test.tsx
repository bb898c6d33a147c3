// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { WebhookEventCategory } from '@/api/contracts/webhook-rules';
import { initTestI18n } from '@/shell/testing/test-i18n';
import { CategoryChips } from './category-chips';

afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState<WebhookEventCategory[]>([]);
  const [text, setText] = useState('');
  return (
    <I18nextProvider i18n={initTestI18n()}>
      <label htmlFor="chips">Event categories</label>
      <CategoryChips id="chips" value={value} onChange={setValue} text={text} onTextChange={setText} />
      <output data-testid="value">{value.join(',')}</output>
    </I18nextProvider>
  );
}

describe('event category chips', () => {
  it('adds a chip on Enter, by name or code, once; refuses an unknown word; Backspace and the chip button remove', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Event categories' });
    await user.type(input, 'message status{Enter}');
    await user.type(input, 'TEMPLATE_STATUS{Enter}');
    await user.type(input, 'Message Status{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('MESSAGE_STATUS,TEMPLATE_STATUS');
    expect(screen.getByRole('list', { name: 'Chosen event categories' })).toHaveTextContent('Message statusTemplate status');

    await user.type(input, 'everything{Enter}');
    expect(screen.getByText('“everything” is not an event category.')).toBeInTheDocument();
    expect(input).toBeInvalid();
    expect(screen.getByTestId('value')).toHaveTextContent('MESSAGE_STATUS,TEMPLATE_STATUS');

    await user.clear(input);
    await user.type(input, '{Backspace}');
    expect(screen.getByTestId('value')).toHaveTextContent(/^MESSAGE_STATUS$/);
    await user.click(screen.getByRole('button', { name: 'Remove Message status' }));
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });
});
