/** The session module's public surface: nothing else in the console touches session storage. */
export { readAccessContext } from './access-context';
export { parseSignInParams, type SignInAddress, type SignInParams } from './address-params';
export { signInFromAddress, type AddressSignInDecision, type AddressSignInDeps } from './address-sign-in';
export { authHeadersFrom } from './auth-headers';
export { currentSession, openSession } from './current';
export { sessionKeys, type SessionKey, type SessionValues } from './keys';
export { EMBEDDED_SIGNUP_LOGOUT_ALERT, endServerSession, heldServerSessions, logout, type LogoutDeps, type LogoutOutcome } from './logout';
export { createMemoryStorage } from './memory-storage';
export { notRememberedPages, rememberPreviousUrl, shouldRememberUrl } from './previous-url';
export { beginImpersonation, endImpersonation, saveEnterpriseLogin, writeProfile, type CustomerLogin } from './sign-in-records';
export { checkStatusWithRetries, decideStatusPoll, type StatusCheck, type StatusPollDecision } from './status-poll';
export { createSessionStore, type SessionStore, type SessionStoreOptions } from './store';
export { isSuccessStatus, type SuccessCodes } from './success-status';
export { useAccessContext, useSessionValue } from './use-session';
