/** A `{{name}}` or `{{1}}` in a text with no value for this recipient: no send can fix it. */
export class MissingVariableError extends Error {
  constructor(readonly variable: string) {
    super(`No value for {{${variable}}}`);
    this.name = 'MissingVariableError';
  }
}

/** The text with each `{{name}}` or `{{1}}` replaced by its value; a blank or missing value throws `missing`'s error. */
export function fillVariables(text: string, variables: Readonly<Record<string, string>>, missing: (name: string) => Error = (name) => new MissingVariableError(name)): string {
  return text.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (_, name: string) => {
    const value = variables[name];
    if (value === undefined || value.trim() === '') throw missing(name);
    return value;
  });
}
