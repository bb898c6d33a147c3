/** Packing of kept cells read by papaparse (`AudienceChunk`): cells split by U+001F, rows by U+001E, both removed from the data. */
export const CELL_SEPARATOR = '\u001f';
export const ROW_SEPARATOR = '\u001e';
