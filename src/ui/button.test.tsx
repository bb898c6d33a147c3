// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('Button', () => {
  it('does not submit a form unless asked to', () => {
    render(
      <form>
        <Button>Save</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('styles a child link as a button when asChild is set', () => {
    render(
      <Button asChild variant="outline">
        <a href="#/home">Home</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('border');
  });
});
