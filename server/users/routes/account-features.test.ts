import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FEATURES_PATH } from '@/api/contracts/account-features';
import { RCS_ESME_WABA_INFO_PATH } from '@/api/contracts/account-ids';
import { setAccountFeature } from '../account-features-repo';
import { demoLogins, demoMessaging } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';

const ACME = demoLogins.designer.esme;
const ADMIN = demoLogins.admin.esme;

describe.each(testDatabases)("spec §7's account features and getRcsEsmeWabaIdInfo on $name", (database) => {
  let server: TestServer;
  let admin: ApiClient;
  let designer: ApiClient;
  let analyst: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(database);
    admin = await signedIn(server, demoLogins.admin);
    designer = await signedIn(server, demoLogins.designer);
    analyst = await signedIn(server, demoLogins.analyst);
  });
  afterAll(() => server.dispose());

  const feature = (api: ApiClient, name: string, esmeaddr?: number) => api.call('GET', `/api/v1.0/feature/${name}`, esmeaddr ? { query: { esmeaddr: String(esmeaddr) } } : {});

  it('keeps a feature off until an administrator turns it on for its own account, and lists what was set', async () => {
    expect((await feature(admin, 'voice_calling')).json).toEqual({ featureName: 'voice_calling', enabled: false });
    const set = await admin.call('POST', ACCOUNT_FEATURES_PATH, { body: { esmeaddr: ADMIN, featureName: 'voice_calling', enabled: true } });
    expect(set.status).toBe(200);
    expect(set.json.features).toEqual([{ featureName: 'voice_calling', enabled: true, updatedOn: expect.any(String) }]);
    expect((await feature(admin, 'voice_calling', ADMIN)).json.enabled).toBe(true);
    await admin.call('POST', ACCOUNT_FEATURES_PATH, { body: { featureName: 'voice_calling', enabled: false } });
    expect((await admin.call('GET', ACCOUNT_FEATURES_PATH)).json.features).toEqual([{ featureName: 'voice_calling', enabled: false, updatedOn: expect.any(String) }]);
    // Another account's switches are its own.
    expect((await designer.call('GET', ACCOUNT_FEATURES_PATH)).json.features).toEqual([]);
  });

  it("refuses a customer setting a feature, another account's features and a malformed name", async () => {
    expect((await designer.call('POST', ACCOUNT_FEATURES_PATH, { body: { featureName: 'voice_calling', enabled: true } })).status).toBe(403);
    const other = await feature(designer, 'voice_calling', ADMIN);
    expect(other.status).toBe(403);
    expect(other.json.error).toBe('account_mismatch');
    const bad = await feature(designer, 'Voice-Calling');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('featureName');
  });

  it("answers the account's WABA and RCS ids together, and is_aws from its reports_on_aws feature, to any user of the account", async () => {
    const before = await analyst.call('GET', RCS_ESME_WABA_INFO_PATH, { query: { esmeaddr: String(ACME) } });
    expect(before.status).toBe(200);
    expect(before.json.esmeaddr).toBe(ACME);
    expect(before.json.wabaIds.map((waba: { wabaId: string }) => waba.wabaId)).toEqual(demoMessaging.filter((demo) => demo.esme === ACME).map((demo) => demo.waba.id));
    expect(before.json.rcsIds.length).toBeGreaterThan(0);
    expect(before.json.is_aws).toBe(0);

    await setAccountFeature(server.db, { esme: ACME, name: 'reports_on_aws', enabled: true, at: server.clock.now(), userId: null });
    expect((await designer.call('GET', RCS_ESME_WABA_INFO_PATH)).json.is_aws).toBe(1);
    expect((await admin.call('GET', RCS_ESME_WABA_INFO_PATH)).json).toMatchObject({ esmeaddr: ADMIN, is_aws: 0 });
  });
});
