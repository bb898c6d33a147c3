import { kindOfPage } from './export-kinds';

/**
 * spec §7 `column_list`: the columns of a page's log section (`All` is every section); an unknown
 * page or section has none. Each page's export accepts exactly these names.
 */
export const columnsOf = (pageName: string, logSection: string): readonly string[] => kindOfPage(pageName)?.sections[logSection] ?? [];
