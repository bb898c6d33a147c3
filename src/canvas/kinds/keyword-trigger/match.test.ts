import { describe, expect, it } from 'vitest';
import { keywordMatches } from './match';

describe('keyword triggers', () => {
  it('WORD fires on any keyword as a word anywhere, in any case', () => {
    expect(keywordMatches('WORD', 'PRICE', 'price please')).toBe(true);
    expect(keywordMatches('WORD', 'price', 'What is the PRICE?')).toBe(true);
    expect(keywordMatches('WORD', 'price list', 'send the Price List now')).toBe(true);
    expect(keywordMatches('WORD', 'سعر', 'ما هو السعر سعر؟')).toBe(true);
    expect(keywordMatches('WORD', 'cost, price', 'the price?')).toBe(true);
  });

  it('WORD does not fire inside another word', () => {
    expect(keywordMatches('WORD', 'price', 'priceless')).toBe(false);
    expect(keywordMatches('WORD', 'c++', 'I like c++ a lot')).toBe(true);
    expect(keywordMatches('WORD', ' , ', 'anything')).toBe(false);
  });

  it('EXACT wants the whole message, ignoring case and outer spaces', () => {
    expect(keywordMatches('EXACT', 'PRICE', '  price ')).toBe(true);
    expect(keywordMatches('EXACT', 'PRICE', 'price please')).toBe(false);
  });

  it('REGEX tests the pattern without case; a pattern that does not compile never fires', () => {
    expect(keywordMatches('REGEX', '^order\\s+#?\\d+$', 'Order #123')).toBe(true);
    expect(keywordMatches('REGEX', '^order\\s+#?\\d+$', 'my order 123')).toBe(false);
    expect(keywordMatches('REGEX', '(', '(')).toBe(false);
  });
});
