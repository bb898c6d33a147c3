import { describe, expect, it } from 'vitest';
import type { PermissionProfile } from '@/api/contracts/auth';
import { openTestSession } from '../testing/test-session';
import { canOpenDownloadCenter } from './download-center-access';

const profile = (...subsvcs: string[]): PermissionProfile => ({ data: subsvcs.map((subsvc) => ({ subsvc, permissions: 'C,M' })) });

describe('canOpenDownloadCenter: where an export ends up, by the access rules of spec §6', () => {
  it.each<[string, { services: string | null; permission?: PermissionProfile; roleId?: number }, boolean]>([
    ['a designer with no services value', { services: null }, true],
    ['the WhatsApp service', { services: '1' }, true],
    ['the chatbot service alone', { services: '3' }, false],
    ['a lounge maker (CampaignManager allows any page)', { services: '1,2', permission: profile('CampaignManager') }, true],
    ['a profile with Template Management only (its menu has no Download Center)', { services: '1,2', permission: profile('TemplateManagement') }, true],
  ])('%s: %s', (_who, { services, permission, roleId = 3 }, expected) => {
    openTestSession({ role_id: roleId, ...(services === null ? {} : { services }), ...(permission ? { permission, isProfile: true } : {}) });
    expect(canOpenDownloadCenter()).toBe(expected);
  });
});
