/** One part of `npm run bench:messaging`: a title and rows of figures, printed as a table. */
export interface BenchRow {
  measure: string;
  value: string;
  target: string;
  met: boolean;
}

export interface BenchSection {
  title: string;
  rows: BenchRow[];
}
