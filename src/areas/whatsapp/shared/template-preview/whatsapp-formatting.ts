/** A piece of formatted WhatsApp text: plain text, or a style around more pieces (monospace holds text only). */
export type FormattedNode = { type: 'text'; text: string } | { type: 'bold' | 'italic' | 'strike'; children: FormattedNode[] } | { type: 'mono'; text: string };

const styles = { '*': 'bold', _: 'italic', '~': 'strike' } as const;

// WhatsApp's rules: a marker opens after a line start, a space or punctuation and is followed by a
// non-space; it closes before a non-space-preceded marker that is not followed by a letter or digit.
// Styles do not cross line breaks; ```monospace``` may.
const patterns = [
  { type: 'mono' as const, regex: /```([\s\S]+?)```/u },
  ...(Object.keys(styles) as (keyof typeof styles)[]).map((marker) => {
    const m = marker === '*' ? '\\*' : marker;
    return { type: styles[marker], regex: new RegExp(`(?<=^|[^\\p{L}\\p{N}${m}])${m}(?=\\S)([^\\n]*?\\S)${m}(?![\\p{L}\\p{N}])`, 'u') };
  }),
];

/**
 * WhatsApp's `*bold*`, `_italic_`, `~strike~` and ```` ```mono``` ```` as a tree, for the preview to
 * render as elements (never as HTML). Markers that do not pair stay as typed, as WhatsApp shows them.
 * @example parseWhatsappFormatting('Hi *Asha*') // [{ type: 'text', text: 'Hi ' }, { type: 'bold', children: [{ type: 'text', text: 'Asha' }] }]
 */
export function parseWhatsappFormatting(text: string): FormattedNode[] {
  const nodes: FormattedNode[] = [];
  let rest = text;
  while (rest) {
    let best: { type: FormattedNode['type']; index: number; length: number; inner: string } | null = null;
    for (const { type, regex } of patterns) {
      const match = regex.exec(rest);
      if (match && (!best || match.index < best.index)) best = { type, index: match.index, length: match[0].length, inner: match[1] ?? '' };
    }
    if (!best) {
      nodes.push({ type: 'text', text: rest });
      break;
    }
    if (best.index > 0) nodes.push({ type: 'text', text: rest.slice(0, best.index) });
    nodes.push(best.type === 'mono' || best.type === 'text' ? { type: 'mono', text: best.inner } : { type: best.type, children: parseWhatsappFormatting(best.inner) });
    rest = rest.slice(best.index + best.length);
  }
  return nodes;
}
