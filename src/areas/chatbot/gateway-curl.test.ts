import { describe, expect, it } from 'vitest';
import { gatewayCurl } from './gateway-curl';

describe('gatewayCurl', () => {
  it('posts a text event with the bearer token', () => {
    expect(gatewayCurl('https://x.test/api/gateway/b1/messages', 'abc')).toBe(
      [
        "curl -X POST 'https://x.test/api/gateway/b1/messages' \\",
        "  -H 'Authorization: Bearer abc' \\",
        "  -H 'Content-Type: application/json' \\",
        `  -d '{"conversationId":"+919876543210","event":{"type":"text","text":"Hi"}}'`,
      ].join('\n'),
    );
  });

  it("quotes single quotes so the command stays one argument each", () => {
    expect(gatewayCurl("https://x.test/a'b", "t'k")).toContain("'https://x.test/a'\\''b'");
  });
});
