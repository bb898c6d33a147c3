import { describe, expect, it } from 'vitest';
import { keywordMatches } from './keyword-match';

describe('keyword triggers', () => {
  it('CONTAINS fires on the keyword as a word anywhere, in any case', () => {
    expect(keywordMatches('CONTAINS', 'PRICE', 'price please')).toBe(true);
    expect(keywordMatches('CONTAINS', 'price', 'What is the PRICE?')).toBe(true);
    expect(keywordMatches('CONTAINS', 'price list', 'send the Price List now')).toBe(true);
    expect(keywordMatches('CONTAINS', 'سعر', 'ما هو السعر سعر؟')).toBe(true);
  });

  it('CONTAINS does not fire inside another word', () => {
    expect(keywordMatches('CONTAINS', 'price', 'priceless')).toBe(false);
    expect(keywordMatches('CONTAINS', 'c++', 'I like c++ a lot')).toBe(true);
  });

  it('EQUALS wants the whole message, ignoring case and outer spaces', () => {
    expect(keywordMatches('EQUALS', 'PRICE', '  price ')).toBe(true);
    expect(keywordMatches('EQUALS', 'PRICE', 'price please')).toBe(false);
  });
});
