import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './client';
import type { AppConfig } from './contracts/config';

interface ApiContextValue {
  config: AppConfig;
  client: ApiClient;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export function ApiProvider({ config, client, children }: ApiContextValue & { children: ReactNode }) {
  return <ApiContext.Provider value={{ config, client }}>{children}</ApiContext.Provider>;
}

function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('API001: useApiClient/useConfig used outside <ApiProvider>');
  return value;
}

/** The configured client; query hooks call it with their contract. */
export const useApiClient = (): ApiClient => useApiContext().client;

/** `public/assets/config/config.json`, parsed at start-up. */
export const useConfig = (): AppConfig => useApiContext().config;
