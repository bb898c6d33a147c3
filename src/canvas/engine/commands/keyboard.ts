import type { KeyBinding } from './types';

/** The parts of a keyboard event a key map needs, so it works without a DOM. */
export interface KeyEventLike {
  key: string;
  /** The physical key (`Digit1`): Shift+1 types `!` on many layouts, and the binding says `Shift+1`. */
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

function normalise(mod: boolean, shift: boolean, alt: boolean, key: string): string {
  // The space bar's key is ' '; bindings write it `Space`.
  const name = key === ' ' ? 'Space' : key.length === 1 ? key.toUpperCase() : key;
  const parts = [mod ? 'Mod' : '', shift ? 'Shift' : '', alt ? 'Alt' : '', name];
  return parts.filter(Boolean).join('+');
}

/**
 * A binding written as the registries write it (`Mod+Shift+Z`, Mod = Ctrl or Cmd), in the one
 * canonical form key events are compared in.
 * @example shortcutKey('Shift+Mod+z') // 'Mod+Shift+Z'
 */
export function shortcutKey(keys: string): string {
  const parts = keys.split('+');
  // `Mod++` would split into empty parts; the registries write `Mod+=` for zoom in instead.
  const key = parts.pop() ?? '';
  return normalise(parts.includes('Mod'), parts.includes('Shift'), parts.includes('Alt'), key);
}

/**
 * A key event in the same canonical form as `shortcutKey`.
 * @example eventKey({ key: 'Z', ctrlKey: true, metaKey: false, shiftKey: true, altKey: false }) // 'Mod+Shift+Z'
 */
export function eventKey(event: KeyEventLike): string {
  const digit = /^Digit(\d)$/.exec(event.code ?? '')?.[1];
  return normalise(event.ctrlKey || event.metaKey, event.shiftKey, event.altKey, digit ?? event.key);
}

/** Something a key can trigger (a command, an editor action), with its shortcut and further bindings. */
export interface Bindable {
  id: string;
  shortcut: string | null;
  bindings?: readonly KeyBinding[];
}

export interface KeyMatch<T> {
  target: T;
  args: unknown;
}

/** Every key of `item`: its shortcut (no args) first, then its bindings. */
export function keyBindingsOf(item: Bindable): KeyBinding[] {
  return [...(item.shortcut ? [{ keys: item.shortcut }] : []), ...(item.bindings ?? [])];
}

/**
 * The one key map of a set of bindable things: each key names one target, so two targets bound to
 * the same key are refused when the map is built rather than one silently shadowing the other.
 * @example
 * const keys = createKeyMap(Object.values(COMMANDS));
 * keys.match({ key: 'z', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false })?.target.id // 'undo'
 */
export function createKeyMap<T extends Bindable>(items: Iterable<T>): { match(event: KeyEventLike): KeyMatch<T> | null } {
  const map = new Map<string, KeyMatch<T>>();
  for (const item of items) {
    for (const binding of keyBindingsOf(item)) {
      const key = shortcutKey(binding.keys);
      const taken = map.get(key);
      if (taken) throw new Error(`Key ${key} is bound to both "${taken.target.id}" and "${item.id}".`);
      map.set(key, { target: item, args: binding.args ?? {} });
    }
  }
  return {
    match(event) {
      const found = map.get(eventKey(event));
      return found ? { target: found.target, args: structuredClone(found.args) } : null;
    },
  };
}
