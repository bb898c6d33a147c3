import type { AudienceRow } from './audience-rows';

/** A cell by column title whatever its case (`Reason`, `reason`). */
export const cellNamed = (row: AudienceRow, title: string) => Object.entries(row.values).find(([column]) => column.trim().toLowerCase() === title)?.[1]?.trim() ?? '';
