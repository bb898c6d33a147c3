// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testFlow, textMessage } from '@/canvas/engine/testing';
import { renderEditor, stubBrowserForReactFlow } from '../testing/render-editor';

beforeAll(stubBrowserForReactFlow);

const keysOf = (actionId: string) => within(screen.getByTestId(`shortcut-${actionId}`)).getAllByText(/./, { selector: 'kbd' }).map((key) => key.textContent);

describe('shortcut help', () => {
  it('opens with ? and lists the keys of the one key map, engine commands and editor actions alike', async () => {
    renderEditor(testFlow([textMessage('m1', 'Hi')]));
    fireEvent.keyDown(screen.getByTestId('node-m1'), { key: '?', shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByRole('rowheader', { name: 'Undo' })).toBeInTheDocument();
    expect(keysOf('undo')).toEqual(['Ctrl+Z']);
    expect(keysOf('redo')).toEqual(['Ctrl+Shift+Z', 'Ctrl+Y']);
    expect(keysOf('deleteSelection')).toEqual(['Delete', 'Backspace']);
    expect(keysOf('moveNodes')).toContain('Alt+→');
    expect(keysOf('moveNodes')).toContain('Shift+Alt+↓');
    expect(keysOf('focusNearest')).toEqual(['↑', '↓', '←', '→']);
    expect(keysOf('save')).toEqual(['Ctrl+S']);
    expect(keysOf('showShortcuts')).toEqual(['Shift+?']);
  });

  it('is a toolbar button too, and leaves out editing keys in a read-only editor', async () => {
    const user = userEvent.setup();
    renderEditor(testFlow([textMessage('m1', 'Hi')]), { readOnly: true });
    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(screen.queryByTestId('shortcut-deleteSelection')).not.toBeInTheDocument();
    expect(screen.queryByTestId('shortcut-moveNodes')).not.toBeInTheDocument();
    expect(keysOf('fitView')).toEqual(['Shift+1']);
  });
});
