/** The reports port on the internal address (spec §9). */
export const INTERNAL_REPORTS_PORT = '8888';

export interface ReportsHosts {
  reportsHost: string;
  reportsHostAws?: string | undefined;
  reportsInternalHost?: string | undefined;
}

/**
 * The host the reports application opens on (spec §7 "Other", §9): the AWS host when the template
 * service answered `is_aws` 1 and one is configured, else the normal one; a host on the internal
 * address without a port of its own gets port 8888. A relative host (`/api/reports`) is this
 * server's and is kept as it is.
 */
export function reportsHostFor(hosts: ReportsHosts, isAws: boolean): string {
  const host = isAws && hosts.reportsHostAws ? hosts.reportsHostAws : hosts.reportsHost;
  if (!hosts.reportsInternalHost || !/^https?:\/\//i.test(host)) return host;
  const url = new URL(host);
  if (url.hostname !== hosts.reportsInternalHost || url.port !== '') return host;
  url.port = INTERNAL_REPORTS_PORT;
  // URL adds a `/` to a bare origin; the pages' paths start with their own.
  return host.endsWith('/') ? url.toString() : url.toString().replace(/\/$/, '');
}
