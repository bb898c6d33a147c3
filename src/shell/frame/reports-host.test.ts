import { describe, expect, it } from 'vitest';
import { reportsHostFor } from './reports-host';

const hosts = { reportsHost: 'http://10.20.0.5/reports', reportsHostAws: 'https://reports.aws.example', reportsInternalHost: '10.20.0.5' };

describe('the reports host (spec §7 is_aws, §9 port 8888)', () => {
  it.each([
    ['is_aws 1 with an AWS host: the AWS host', hosts, true, 'https://reports.aws.example'],
    ['is_aws 0: the normal host, on the internal address with port 8888', hosts, false, 'http://10.20.0.5:8888/reports'],
    ['is_aws 1 without an AWS host: the normal one', { ...hosts, reportsHostAws: undefined }, true, 'http://10.20.0.5:8888/reports'],
    ['the internal address with a port of its own keeps it', { ...hosts, reportsHost: 'http://10.20.0.5:9000/reports' }, false, 'http://10.20.0.5:9000/reports'],
    ['a bare internal origin gets the port and no trailing slash', { ...hosts, reportsHost: 'http://10.20.0.5' }, false, 'http://10.20.0.5:8888'],
    ['a trailing slash stays', { ...hosts, reportsHost: 'http://10.20.0.5/' }, false, 'http://10.20.0.5:8888/'],
    ['another address: no port added', { ...hosts, reportsHost: 'http://10.20.0.6/reports' }, false, 'http://10.20.0.6/reports'],
    ['an address that only starts like the internal one: no port added', { ...hosts, reportsHost: 'http://10.20.0.50/reports' }, false, 'http://10.20.0.50/reports'],
    ['no internal address configured: as configured', { reportsHost: 'http://10.20.0.5/reports' }, false, 'http://10.20.0.5/reports'],
    ["a relative host (this server's) as it is", { ...hosts, reportsHost: '/api/reports' }, false, '/api/reports'],
    ['the AWS host on the internal address takes the port too', { ...hosts, reportsHostAws: 'http://10.20.0.5/aws' }, true, 'http://10.20.0.5:8888/aws'],
  ])('%s', (_case, given, isAws, expected) => {
    expect(reportsHostFor(given, isAws)).toBe(expected);
  });
});
