// The white-label demo account's logo, inline so it needs no file and no network.
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="160" height="40" rx="8" fill="#7c3aed"/><circle cx="20" cy="20" r="10" fill="#fff"/><text x="38" y="26" font-family="Arial,sans-serif" font-size="16" font-weight="700" fill="#fff">Umbrella Bots</text></svg>`;

export const DEMO_WL_LOGO = `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`;
