/**
 * Where the console deployed "on Meta" and its stand-in for Meta listen in e2e runs, and the secrets
 * they share (playwright.config.ts starts both; e2e/meta-signup.spec.ts signs up through them).
 */
export const META_STAND_IN = (port: number) => ({
  consolePort: port + 4,
  sdkPort: port + 5,
  graphPort: port + 6,
  appId: '900000000000001',
  secondAppId: '900000000000002',
  appSecret: 'stand-in-app-secret',
  webhookSecret: 'stand-in-webhook-secret',
  systemToken: 'stand-in-system-user-token',
  verifyToken: 'stand-in-verify-token',
  tokenKey: Buffer.alloc(32, 4).toString('base64'),
});
