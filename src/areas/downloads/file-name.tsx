import { Fragment } from 'react';

/** A run of letters up to and including its `_`, `-` or `.`, or the last run: the pieces a file name may wrap between. */
const PIECE = /[^_.-]*[_.-]|[^_.-]+$/g;

/**
 * A file name that wraps only after its punctuation (`report_2026-11-24.xlsx` → `report_` `2026-` …),
 * never between two letters of a word; a browser would otherwise not break at `_` at all.
 */
export function FileName({ name }: { name: string }) {
  return (name.match(PIECE) ?? [name]).map((piece, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}
