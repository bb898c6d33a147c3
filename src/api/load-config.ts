import { appConfig, type AppConfig } from './contracts/config';

/** Reads the runtime settings a provider can change without a rebuild (spec §7 start-up files). */
export async function loadConfig(fetchFn: typeof fetch = fetch): Promise<AppConfig> {
  const response = await fetchFn('assets/config/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`assets/config/config.json: HTTP ${response.status}`);
  const parsed = appConfig.safeParse(await response.json());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`assets/config/config.json is invalid at "${issue?.path.join('.') ?? ''}": ${issue?.message ?? ''}`);
  }
  return parsed.data;
}
