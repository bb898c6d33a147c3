/** Single-quotes a value for a POSIX shell. */
const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * A copyable curl request that sends the gateway one user message, as a channel connector would.
 * @example gatewayCurl('https://x.test/api/gateway/b1/messages', 't0k')
 */
export function gatewayCurl(url: string, token: string): string {
  const body = JSON.stringify({ conversationId: '+919876543210', event: { type: 'text', text: 'Hi' } });
  return [`curl -X POST ${shellQuote(url)} \\`, `  -H ${shellQuote(`Authorization: Bearer ${token}`)} \\`, `  -H 'Content-Type: application/json' \\`, `  -d ${shellQuote(body)}`].join('\n');
}
