/** A stored time as the table contracts carry it. */
export const iso = (value: Date | string) => new Date(value).toISOString();
