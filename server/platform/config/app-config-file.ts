import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import { appConfig, type AppConfig } from '@/api/contracts/config';

/** config.json as the browser reads it: the built copy wins over the source copy in public/; CONFIG_OVERRIDES merged over it. */
export function loadAppConfig(distDir: string, overridesJson: string | undefined, logger: Logger): AppConfig {
  const path = [join(distDir, 'assets/config/config.json'), resolve('public/assets/config/config.json')].find((candidate) => existsSync(candidate));
  if (!path) throw new Error('No assets/config/config.json in dist/ or public/.');
  const overrides: unknown = overridesJson ? JSON.parse(overridesJson) : {};
  logger.info({ path, overrides }, 'config loaded');
  return appConfig.parse({ ...JSON.parse(readFileSync(path, 'utf8')), ...(overrides as object) });
}
