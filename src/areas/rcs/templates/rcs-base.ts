/** The RCS area's address, under which its template pages live. */
export const RCS_BASE = '/campaign-management';
