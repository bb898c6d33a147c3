import type { ReactNode } from 'react';
import { parseWhatsappFormatting, type FormattedNode } from './whatsapp-formatting';

function render(nodes: readonly FormattedNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'bold':
        return <strong key={index}>{render(node.children)}</strong>;
      case 'italic':
        return <em key={index}>{render(node.children)}</em>;
      case 'strike':
        return <s key={index}>{render(node.children)}</s>;
      case 'mono':
        return (
          <code key={index} className="font-mono text-[0.92em]">
            {node.text}
          </code>
        );
    }
  });
}

/** WhatsApp-formatted text as elements; the text is never read as HTML. */
export function FormattedText({ text }: { text: string }) {
  return <>{render(parseWhatsappFormatting(text))}</>;
}
