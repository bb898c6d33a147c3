import { describe, expect, it } from 'vitest';
import { canAccessPath, serviceStartPage } from './services';

/** One path in each gated area, plus shell pages the services never gate. */
const probes = [
  '/',
  '/home',
  '/whatsapp-campaign/send-whatsapp',
  '/insights',
  '/download-center',
  '/campaign-management/brodcast-rcs',
  '/rcs',
  '/chatbot/flow-list',
  '/user-list',
  '/customer-login',
] as const;

const allowed = (services: string | null) => probes.filter((path) => canAccessPath(path, { services }));

describe('service access (spec §6): exactly which paths each services value opens', () => {
  it.each([
    ['1 opens the WhatsApp area, insights, downloads and the root', '1', ['/', '/home', '/whatsapp-campaign/send-whatsapp', '/insights', '/download-center', '/user-list', '/customer-login']],
    ['only 2 opens RCS plus downloads, insights and the root', '2', ['/', '/home', '/insights', '/download-center', '/campaign-management/brodcast-rcs', '/rcs', '/user-list', '/customer-login']],
    ['2 with another service opens RCS without the only-2 extras', '2,3', ['/campaign-management/brodcast-rcs', '/rcs', '/chatbot/flow-list', '/user-list', '/customer-login']],
    ['3 opens the chatbot area', '3', ['/chatbot/flow-list', '/user-list', '/customer-login']],
    ['4 alone opens everything', '4', [...probes]],
    ['4 with another service is not "4 alone"', '3,4', ['/chatbot/flow-list', '/user-list', '/customer-login']],
    ['1,2 (the default) opens WhatsApp and RCS', '1,2', ['/', '/home', '/whatsapp-campaign/send-whatsapp', '/insights', '/download-center', '/campaign-management/brodcast-rcs', '/rcs', '/user-list', '/customer-login']],
    ['no services value allows every path', null, [...probes]],
    ['an empty services value counts as none', '', [...probes]],
    ['spaces around keys are ignored', ' 2 ', ['/', '/home', '/insights', '/download-center', '/campaign-management/brodcast-rcs', '/rcs', '/user-list', '/customer-login']],
  ])('%s', (_rule, services, expected) => {
    expect(allowed(services)).toEqual(expected);
  });

  it.each([
    ['1', '/home'],
    ['3', '/chatbot/folders/list-folder'],
    ['2,3', '/campaign-management/campaigns-creation'],
    ['9', '/alert'],
  ])('a closed area sends services %s to %s', (services, expected) => {
    expect(serviceStartPage({ services })).toBe(expected);
  });
});
