/** A stored instant as the reader's date and time, in their language. */
export const formatWhen = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
