// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert, AlertDescription } from './alert';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('Alert', () => {
  it('announces a destructive alert and can be dismissed by its close button', async () => {
    const onDismiss = vi.fn();
    render(
      <Alert variant="destructive" dismissLabel="Dismiss" onDismiss={onDismiss}>
        <AlertDescription>Invalid username or password</AlertDescription>
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('has no close button unless it is dismissible', () => {
    render(<Alert>Saved</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
