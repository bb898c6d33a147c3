/**
 * A shortcut as the platform writes it, for tooltips and menus.
 * @example formatShortcut('Mod+Shift+Z', false) // 'Ctrl+Shift+Z'
 */
const ARROWS: Record<string, string> = { ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→' };

export function formatShortcut(shortcut: string, mac: boolean): string {
  const names: Record<string, string> = mac ? { ...ARROWS, Mod: '⌘', Shift: '⇧', Alt: '⌥' } : { ...ARROWS, Mod: 'Ctrl' };
  const parts = shortcut.split('+').map((part) => names[part] ?? part);
  return mac ? parts.join('') : parts.join('+');
}

export const isMac = (): boolean => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** True in inputs, textareas, selects and contenteditable: keys belong to the field there. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
