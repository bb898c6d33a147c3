import type { APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { enterpriseLoginData, type EnterpriseLoginData } from '../../src/api/contracts/auth';
import { appConfig } from '../../src/api/contracts/config';
import { decryptText, encryptText } from '../../src/api/crypto';
import { demoLogins } from '../../server/seed/demo-accounts';
import type { DemoLogin } from './console';

const config = appConfig.parse(JSON.parse(readFileSync('public/assets/config/config.json', 'utf8')));

/** Signs in through the real API, as a parent portal would before opening the console with address parameters. */
export async function portalSession(request: APIRequestContext, who: DemoLogin, extra: { clearsess?: string } = {}): Promise<EnterpriseLoginData> {
  await request.get('/api/openapi.json');
  const cookies = (await request.storageState()).cookies;
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const account = demoLogins[who];
  const response = await request.post('/api/auth/login', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: { user_cred: { userName: account.username, password: encryptText(account.password, config.cryptoKey) }, agent: 'Playwright', ...extra },
  });
  const body = (await response.json()) as { body: { data: string } };
  return enterpriseLoginData.parse(JSON.parse(decryptText(body.body.data, config.cryptoKey)));
}
