import { unknownContacts } from './channel/channel';
import { sandboxSignupProvider } from './messaging/sandbox/social-login/sandbox-signup-provider';
import type { ServerOptions } from './platform/context';

/** The options a server starts with when its caller names none: the composition root picks the sandbox sign-up, not the context. */
export const defaultServerOptions: ServerOptions = {
  sessionTtlSeconds: 8 * 60 * 60,
  bcryptCost: 10,
  trustProxy: false,
  sandboxLogin: true,
  loginMaxFailures: 5,
  loginLockSeconds: 5 * 60,
  maxBodyBytes: 1024 * 1024,
  now: () => new Date(),
  webhooks: {},
  whatsappContacts: unknownContacts,
  signupProvider: sandboxSignupProvider,
  businessTokens: { store: async () => false },
};
