/**
 * Options of a select that stores an id: a blank "choose" entry, the known entries, and the stored
 * id itself when it is not among them (so the select still shows what the node holds).
 * @example targetOptions([{ id: 'f2', label: 'Billing' }], 'f9', 'Choose…', (id) => `Missing (${id})`)
 * // [{ value: '', label: 'Choose…' }, { value: 'f2', label: 'Billing' }, { value: 'f9', label: 'Missing (f9)' }]
 */
export function targetOptions(
  entries: readonly { id: string; label: string }[],
  current: string,
  none: string,
  missing: (id: string) => string,
): { value: string; label: string }[] {
  const options = [{ value: '', label: none }, ...entries.map((entry) => ({ value: entry.id, label: entry.label }))];
  return current !== '' && !entries.some((entry) => entry.id === current) ? [...options, { value: current, label: missing(current) }] : options;
}
