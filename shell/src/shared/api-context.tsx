import { createContext, useContext } from 'react';
import type { ApiClient } from '@tajriba/api-client';
import { api } from '../app/platform';

const ApiContext = createContext<ApiClient | null>(null);

/** Tests (and the dev harness) hand the shell's own pages a fake client through this. */
export const ShellApiProvider = ApiContext.Provider;

/** The site's one API client, unless a provider above supplies another. */
export function useShellApi(): ApiClient {
  return useContext(ApiContext) ?? api;
}
