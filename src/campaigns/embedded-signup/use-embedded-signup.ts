import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logEntryResponse } from '@/api/contracts/session';
import { signupResponse, type SignupApp, type WabaDataRow } from '@/api/contracts/whatsapp-accounts';
import { useApiClient, useConfig } from '@/api/react';
import { notify } from '@/shell/feedback/notify';
import { currentSession } from '@/shell/session';
import { runEmbeddedSignup, type SignupOutcome } from './run-embedded-signup';
import { dialogOrigins, listenForSessionInfo } from './session-info';
import { loadSocialLoginSdk } from './social-login-sdk';
import { smartMessagingKeys } from './use-smart-messaging-features';

const APP_KEYS = { smart_messaging: 'smartMessaging', click_to_whatsapp: 'clickToWhatsapp' } as const;

/**
 * Embedded sign-up for a page or card: `start(app)` runs spec §4's path and shows §8's toasts;
 * `wabaData` holds the rows of the WABA Data dialog after a success.
 */
export function useEmbeddedSignup() {
  const { t } = useTranslation();
  const config = useConfig();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const settings = config.embeddedSignup;
  const [running, setRunning] = useState(false);
  const [wabaData, setWabaData] = useState<WabaDataRow[] | null>(null);

  // Loaded ahead, so the popup opens within the click's user activation.
  useEffect(() => {
    if (settings) loadSocialLoginSdk(settings.sdkUrl).catch((error: unknown) => console.error(error));
  }, [settings]);

  const show = useCallback(
    (outcome: SignupOutcome) => {
      if (outcome.kind === 'success') {
        notify.success(t('whatsappAccounts.signup.smart_enabled'));
        notify.success(t('whatsappAccounts.signup.success'));
        setWabaData(outcome.wabaData);
        // A smart-messaging sign-up onboarded the WABA to Marketing Messages Lite: the Home card says so.
        void queryClient.invalidateQueries({ queryKey: smartMessagingKeys.features });
      } else if (outcome.kind === 'cancelled') notify.warning(t('whatsappAccounts.signup.cancelled'));
      else if (outcome.kind === 'no-code') notify.warning(t('whatsappAccounts.signup.no_code'));
      else if (outcome.kind === 'call-failed') notify.error(t('whatsappAccounts.signup.call_failed'));
      else notify.error(outcome.message ?? t('whatsappAccounts.signup.unknown_error'));
    },
    [queryClient, t],
  );

  const start = useCallback(
    async (app: SignupApp) => {
      if (!settings || running) return;
      setRunning(true);
      try {
        // Spec §8: an SDK that does not load is reported on the console only.
        const sdk = await loadSocialLoginSdk(settings.sdkUrl).catch((error: unknown) => {
          console.error(error);
          return null;
        });
        if (!sdk) return;
        const sessionInfo = listenForSessionInfo(window, dialogOrigins(settings.sdkUrl, window.location.href));
        const store = currentSession();
        const account = { esme: store.read('id') ?? 0, username: store.read('username') ?? '' };
        const outcome = await runEmbeddedSignup({
          sdk,
          app,
          appId: settings.appIds[APP_KEYS[app]],
          configId: settings.configIds[APP_KEYS[app]],
          graphApiVersion: config.graphApiVersion,
          store,
          account,
          sessionInfo: sessionInfo.latest,
          signup: (payload) => client.call({ service: 'campaign', path: '/signup/api/v1.0/customers' }, { method: 'post', json: payload, schema: signupResponse }),
          log: (entry) =>
            void client
              .call(
                { service: 'bot', path: 'api/logconfig' },
                {
                  method: 'post',
                  json: {
                    ...entry,
                    user_agent: navigator.userAgent,
                    domain: window.location.hostname,
                    session_id: store.read('session') ?? '',
                    uname: account.username,
                    esmeaddr: String(account.esme),
                    ctime: new Date().toISOString(),
                  },
                  schema: logEntryResponse,
                },
              )
              .catch((error: unknown) => console.warn('sign-up log entry not stored', error)),
        }).finally(sessionInfo.stop);
        show(outcome);
      } finally {
        setRunning(false);
      }
    },
    [client, config.graphApiVersion, running, settings, show],
  );

  return { start, running, available: !!settings, sandbox: settings?.sandbox ?? false, wabaData, closeWabaData: () => setWabaData(null) };
}
