/**
 * Campaign limits of the console itself (not a channel's): how much of an audience upload crosses back to
 * the page. `maxFiles` and `scheduleDateLimit` come from the configuration (spec §9) and are passed in.
 */
export const audienceLimits = {
  /** Rows shown in the preview table. */
  previewRows: 10,
  /** Problems listed row by row; past this, only counted. */
  maxListedProblems: 1000,
  /** Valid rows per packed chunk sent from the worker: small enough to clone in a few milliseconds. */
  chunkRows: 10_000,
  /** Characters papaparse parses per step, so the progress bar moves about every megabyte. */
  csvChunkBytes: 1 << 20,
} as const;
