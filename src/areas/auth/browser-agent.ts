/** "Chrome 156", "Firefox 140"…: the `agent` field of the login request (spec §3). */
export function browserAgent(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): string {
  const patterns: [string, RegExp][] = [
    ['Edge', /Edg\/([\d.]+)/],
    ['Opera', /OPR\/([\d.]+)/],
    ['Chrome', /Chrom(?:e|ium)\/([\d.]+)/],
    ['Firefox', /Firefox\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari/],
  ];
  for (const [name, pattern] of patterns) {
    const match = pattern.exec(userAgent);
    if (match?.[1]) return `${name} ${match[1].split('.')[0]}`;
  }
  return userAgent.slice(0, 200) || 'unknown';
}
