import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** The one toast outlet (spec §8: top right). Mount once at the root; colours follow the theme tokens. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-right"
      theme="light"
      richColors
      style={
        {
          '--normal-bg': 'var(--surface)',
          '--normal-text': 'var(--foreground)',
          '--normal-border': 'var(--border)',
        } as CSSProperties
      }
      {...props}
    />
  );
}
