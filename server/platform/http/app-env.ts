import type { AuthSession } from '../auth/auth-session';

/** Hono variables set by our middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    auth: AuthSession | null;
  };
}
