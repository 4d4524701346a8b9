import { QueryClient } from '@tanstack/react-query';
import { PARSE_ERROR } from '../lib/api.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** Failed calls reject with the server's body or PARSE_ERROR (lib/api.ts), not an Error. */
    defaultError: unknown;
  }
}

/** Server answers (4xx bodies) are final; only unreadable answers and network failures are retried once. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: (count, error) => error === PARSE_ERROR && count < 1, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
