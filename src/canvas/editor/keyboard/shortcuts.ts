/** The parts of a keyboard event a shortcut test needs. */
export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Whether a key press matches a registry shortcut such as `Mod+Shift+Z` (Mod = Ctrl or Cmd).
 * @example matchesShortcut('Mod+F', { key: 'f', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false }) // true
 */
export function matchesShortcut(shortcut: string, event: ShortcutEvent): boolean {
  const parts = shortcut.split('+');
  const key = parts.pop() ?? '';
  const wanted = (name: string) => parts.includes(name);
  return (
    wanted('Mod') === (event.ctrlKey || event.metaKey) &&
    wanted('Shift') === event.shiftKey &&
    wanted('Alt') === event.altKey &&
    (key.length === 1 ? event.key.toUpperCase() === key.toUpperCase() : event.key === key)
  );
}

/**
 * A shortcut as the platform writes it, for tooltips and menus.
 * @example formatShortcut('Mod+Shift+Z', false) // 'Ctrl+Shift+Z'
 */
export function formatShortcut(shortcut: string, mac: boolean): string {
  const names: Record<string, string> = mac ? { Mod: '⌘', Shift: '⇧', Alt: '⌥' } : { Mod: 'Ctrl' };
  const parts = shortcut.split('+').map((part) => names[part] ?? part);
  return mac ? parts.join('') : parts.join('+');
}

export const isMac = (): boolean => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** True in inputs, textareas, selects and contenteditable: keys belong to the field there. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
