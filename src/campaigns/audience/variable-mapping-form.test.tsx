// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { VariableSlot } from '@/api/rules/template-variable-slots';
import { initTestI18n } from '@/shell/testing/test-i18n';
import type { VariableMapping } from './variable-mapping';
import { VariableMappingForm } from './variable-mapping-form';

const slots: VariableSlot[] = [
  { key: 'body.1', name: '1', column: 'body_1', example: 'Asha' },
  { key: 'buttons.0.1', name: '1', column: 'buttons_0_1', example: 'A-17' },
];
let latest: VariableMapping = {};

function Harness() {
  const [mapping, setMapping] = useState<VariableMapping>({ 'body.1': { kind: 'column', column: 'name' } });
  latest = mapping;
  return <VariableMappingForm slots={slots} columns={['phone', 'name', 'order']} mapping={mapping} onChange={setMapping} showProblems />;
}

describe('VariableMappingForm', () => {
  it('maps each variable to a column or a fixed value and says which still needs one', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={initTestI18n()}>
        <Harness />
      </I18nextProvider>,
    );
    const body = screen.getByLabelText('{{1}} in the body');
    expect(body).toHaveValue('name');
    expect(body).toHaveAccessibleDescription('Example: Asha');
    const button = screen.getByLabelText('{{1}} in the button 1');
    expect(button).toHaveAccessibleDescription('Example: A-17 Choose where this value comes from.');

    await user.selectOptions(button, 'The same value for everyone');
    await user.type(screen.getByLabelText('Value'), 'SPRING');
    await user.selectOptions(body, 'Column: order');
    expect(latest).toEqual({ 'body.1': { kind: 'column', column: 'order' }, 'buttons.0.1': { kind: 'fixed', value: 'SPRING' } });
    expect(button).toBeValid();
  });

  it('labels a variable of a template without parts (RCS) by its name alone', () => {
    render(
      <I18nextProvider i18n={initTestI18n()}>
        <VariableMappingForm slots={[{ key: 'first_name', name: 'first_name', column: 'first_name', example: '' }]} columns={[]} mapping={{}} onChange={() => undefined} />
      </I18nextProvider>,
    );
    expect(screen.getByLabelText('{{first_name}}')).toHaveValue('');
  });
});
