import { isIP } from 'node:net';
import { isBlockedAddress, parseAllowList } from '../chatbot/gateway/address-policy';
import { ApiError } from '../platform/api-error';

const badUrl = (reason: string) => new ApiError('invalidRequest', `Invalid url: ${reason}`, { url: reason });

/**
 * A rule's URL must be https and not a private or local address. Hosts in `OUTBOUND_ALLOW` (the
 * outbound proxy's allow-list: tests' loopback receivers) may be plain http. Names are checked again
 * when a delivery goes out, against the address actually connected to (gateway/outbound-proxy.ts).
 */
export function checkTargetUrl(raw: string, env: NodeJS.ProcessEnv = process.env): void {
  const url = new URL(raw);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (parseAllowList(env.OUTBOUND_ALLOW).has(`${url.hostname.toLowerCase()}:${port}`)) return;
  if (url.protocol !== 'https:') throw badUrl('Use an https address.');
  if (url.username || url.password) throw badUrl('Send credentials as headers, not in the address.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || (isIP(host) && isBlockedAddress(host))) throw badUrl('A private or local address cannot receive webhooks.');
}
