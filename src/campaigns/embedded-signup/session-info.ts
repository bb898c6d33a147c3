import { z } from 'zod';

/** What the customer picked in Meta's dialog, from its session info (sessionInfoVersion 3). */
export interface SessionInfo {
  wabaId: string;
  phoneNumberId?: string;
}

const META_DIALOG_ORIGINS = ['https://www.facebook.com', 'https://web.facebook.com'];

/** Where the dialog of the SDK at `sdkUrl` posts from: Facebook's for Meta's CDN, else the SDK's own origin (a stand-in). */
export function dialogOrigins(sdkUrl: string, page: string): string[] {
  const sdk = new URL(sdkUrl, page);
  return sdk.hostname === 'connect.facebook.net' ? META_DIALOG_ORIGINS : [sdk.origin];
}

const finished = z.object({
  type: z.literal('WA_EMBEDDED_SIGNUP'),
  // FINISH, FINISH_ONLY_WABA (no number yet), FINISH_WHATSAPP_BUSINESS_APP_ONBOARDING; CANCEL and ERROR carry no ids.
  event: z.string().startsWith('FINISH'),
  data: z.object({ waba_id: z.string().regex(/^\d{1,32}$/), phone_number_id: z.string().regex(/^\d{1,32}$/).optional() }),
});

/** The session info in a message from one of `origins`, or null for any other message. Meta posts it as a JSON string. */
export function readSessionInfo(event: { origin: string; data: unknown }, origins: readonly string[]): SessionInfo | null {
  if (!origins.includes(event.origin)) return null;
  let data = event.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const info = finished.safeParse(data);
  if (!info.success) return null;
  return { wabaId: info.data.data.waba_id, ...(info.data.data.phone_number_id ? { phoneNumberId: info.data.data.phone_number_id } : {}) };
}

/** Listens on `target` for the dialog's session info while a sign-up runs; `latest()` is the last one seen. */
export function listenForSessionInfo(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, origins: readonly string[]) {
  let latest: SessionInfo | null = null;
  const onMessage = (event: MessageEvent) => {
    latest = readSessionInfo(event, origins) ?? latest;
  };
  target.addEventListener('message', onMessage);
  return { latest: () => latest, stop: () => target.removeEventListener('message', onMessage) };
}
