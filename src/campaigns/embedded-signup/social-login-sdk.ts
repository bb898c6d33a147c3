/**
 * The part of Facebook's JS SDK embedded sign-up uses. The config picks the script: our sandbox
 * SDK, or Facebook's in production; both put the same `FB` on the window.
 */
export interface AuthResponse {
  code?: string | null;
  userID?: string;
  expiresIn?: number;
  graphDomain?: string;
  data_access_expiration_time?: number;
  accessToken?: string | null;
  signedRequest?: string | null;
}

export interface LoginStatus {
  status: 'connected' | 'not_authorized' | 'unknown';
  authResponse: AuthResponse | null;
}

export interface LoginOptions {
  config_id: string;
  response_type: 'code';
  override_default_response_type: boolean;
  extras: Record<string, unknown>;
}

export interface SocialLoginSdk {
  init(options: { appId: string; autoLogAppEvents: boolean; xfbml: boolean; version: string }): void;
  getLoginStatus(callback: (status: LoginStatus) => void): void;
  logout(callback: (status: LoginStatus) => void): void;
  login(callback: (status: LoginStatus) => void, options: LoginOptions): void;
}

type SdkWindow = Window & { FB?: SocialLoginSdk; fbAsyncInit?: () => void };

const loading = new Map<string, Promise<SocialLoginSdk>>();

/** Loads the SDK script once per URL; resolves with `FB` when the script has called `fbAsyncInit`. */
export function loadSocialLoginSdk(url: string, target: SdkWindow = window): Promise<SocialLoginSdk> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<SocialLoginSdk>((resolve, reject) => {
    if (target.FB) {
      resolve(target.FB);
      return;
    }
    target.fbAsyncInit = () => {
      if (target.FB) resolve(target.FB);
    };
    const script = target.document.createElement('script');
    script.src = url;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onerror = () => {
      loading.delete(url);
      reject(new Error(`The social-login SDK did not load from ${url}`));
    };
    target.document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}
