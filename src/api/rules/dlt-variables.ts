/**
 * India's TRAI DLT templates mark each variable `{#var#}`, by position only. A campaign maps them as it
 * maps an RCS template's `{{name}}`s, under the names `dlt_1`, `dlt_2`…, so the SMS fallback's text is
 * filled from the same per-recipient values.
 */
const DLT_VARIABLE = /\{#var#\}/gi;

/** The mapping names of a DLT template's variables, in order. */
export function dltVariableNames(content: string): string[] {
  return Array.from(content.matchAll(DLT_VARIABLE), (_, index) => `dlt_${index + 1}`);
}

/** The DLT text with its `{#var#}`s as `{{dlt_1}}`, `{{dlt_2}}`…: what an RCS message's text filler fills. */
export function dltAsNamedText(content: string): string {
  let index = 0;
  return content.replace(DLT_VARIABLE, () => `{{dlt_${(index += 1)}}}`);
}
