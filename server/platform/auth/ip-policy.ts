/** Strips the IPv6 prefix Node puts on IPv4 peers (`::ffff:127.0.0.1`). */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

function ipv4ToNumber(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

function matchesEntry(ip: string, entry: string): boolean {
  const [base, bitsText] = entry.split('/');
  if (bitsText === undefined || base === undefined) return normalizeIp(entry) === ip;
  const address = ipv4ToNumber(ip);
  const network = ipv4ToNumber(base);
  const bits = Number(bitsText);
  if (address === null || network === null || !Number.isInteger(bits) || bits < 0 || bits > 32) return false;
  const size = 2 ** (32 - bits);
  return Math.floor(address / size) === Math.floor(network / size);
}

/** Whether `ip` is on an allow-list of exact addresses (IPv4 or IPv6) and IPv4 CIDR ranges. */
export function isIpAllowed(ip: string, allowList: readonly string[]): boolean {
  const caller = normalizeIp(ip);
  return allowList.some((entry) => matchesEntry(caller, entry));
}
