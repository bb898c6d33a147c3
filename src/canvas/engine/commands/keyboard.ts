import { COMMANDS, type CommandId } from './registry';
import type { Command } from './types';

/** The parts of a keyboard event the shortcut map needs, so it works without a DOM. */
export interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** True while focus is in an input, textarea or contenteditable: keys belong to the text then. */
  targetIsTextField: boolean;
}

export interface KeyCommand {
  commandId: CommandId;
  args: unknown;
}

function normalise(mod: boolean, shift: boolean, alt: boolean, key: string): string {
  const parts = [mod ? 'Mod' : '', shift ? 'Shift' : '', alt ? 'Alt' : '', key.length === 1 ? key.toUpperCase() : key];
  return parts.filter(Boolean).join('+');
}

function parseBinding(keys: string): string {
  const parts = keys.split('+');
  const key = parts.pop() ?? '';
  return normalise(parts.includes('Mod'), parts.includes('Shift'), parts.includes('Alt'), key);
}

const KEY_MAP: ReadonlyMap<string, KeyCommand> = (() => {
  const map = new Map<string, KeyCommand>();
  for (const [commandId, command] of Object.entries(COMMANDS) as [CommandId, Command<unknown>][]) {
    if (command.shortcut) map.set(parseBinding(command.shortcut), { commandId, args: {} });
    for (const binding of command.bindings ?? []) map.set(parseBinding(binding.keys), { commandId, args: binding.args ?? {} });
  }
  return map;
})();

/**
 * The command a key press triggers, from the registry's shortcuts; null in text fields or when unbound.
 * @example commandForKey({ key: 'z', ctrlKey: true, metaKey: false, shiftKey: true, altKey: false, targetIsTextField: false })
 * // { commandId: 'redo', args: {} }
 */
export function commandForKey(event: KeyEventLike): KeyCommand | null {
  if (event.targetIsTextField) return null;
  const match = KEY_MAP.get(normalise(event.ctrlKey || event.metaKey, event.shiftKey, event.altKey, event.key));
  return match ? { commandId: match.commandId, args: structuredClone(match.args) } : null;
}
