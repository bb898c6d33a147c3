import type { Cell } from './cell';

/** A file being written from batches of rows; each writes its bytes out as parts while it goes. */
export interface ExportFile {
  add(rows: readonly (readonly Cell[])[]): Promise<void>;
  finish(): Promise<void>;
}
