import { describe, expect, it } from 'vitest';
import type { AudienceChunk } from '../audience/audience-types';
import { audienceMarkets } from './audience-markets';

const chunk = (phones: number[]): AudienceChunk => ({ file: 0, columns: [], rows: new Uint32Array(phones.length), phones: Float64Array.from(phones), cells: '', csv: null });

describe('audienceMarkets', () => {
  it('counts the numbers of every chunk by country, numbers of 10 to 15 digits alike', () => {
    const chunks = [chunk([919812345678, 919812345679, 971501234567, 14165550123]), chunk([12125550123, 33612345678, 4915112345678, 8613812345678, 919812345670])];
    const byCountry = () => Object.fromEntries(audienceMarkets(chunks).map(({ country, recipients }) => [country, recipients]));
    expect(byCountry()).toEqual({ IN: 3, AE: 1, CA: 1, US: 1, FR: 1, DE: 1, CN: 1 });
    // Each chunk's groups are kept from the first count: asked again (the review after the audience step), the same.
    expect(byCountry()).toEqual({ IN: 3, AE: 1, CA: 1, US: 1, FR: 1, DE: 1, CN: 1 });
  });
});
