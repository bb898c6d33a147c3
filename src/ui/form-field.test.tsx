// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('FormField', () => {
  it('names the control by its label and describes it with the hint and the error', () => {
    render(
      <FormField label="Username" hint="Letters and digits" error="Username is required">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Letters and digits Username is required');
  });

  it('leaves a valid control undescribed and valid', () => {
    render(
      <FormField label="Email">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeValid();
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
