/** Black or white, whichever reads better on a `#rrggbb` background (WCAG relative luminance). */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  const channels = [1, 3, 5].map((start) => parseInt(background.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05); they are equal near L = 0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
