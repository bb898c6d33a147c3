/** Rows of the generated audience file: 1,000,000 (the design size) unless MESSAGING_BENCH_ROWS says fewer for a quick run. */
export const benchRows = (): number => Number(process.env.MESSAGING_BENCH_ROWS ?? 1_000_000);

export const formatMs = (ms: number) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(0)} ms`);
