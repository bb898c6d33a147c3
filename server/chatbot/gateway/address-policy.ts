import { BlockList, isIP } from 'node:net';

/**
 * Addresses an outbound call must never reach unless allow-listed: loopback, private, CGNAT,
 * link-local (cloud metadata lives at 169.254.169.254), multicast, reserved and the IPv6
 * equivalents. IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1`) match the IPv4 rules.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  // NAT64 and 6to4 embed IPv4 addresses, private ones included.
  ['64:ff9b::', 96],
  ['2002::', 16],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for an address outbound calls may not reach; anything that is not an IP address counts as blocked. */
export function isBlockedAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return true;
  return blocked.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/** `host:port` entries of `OUTBOUND_ALLOW` (e.g. `127.0.0.1:4599,[::1]:8080`), lower-cased. */
export function parseAllowList(value: string | undefined): ReadonlySet<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  );
}
