import { QueryClient } from '@tanstack/react-query';

/** The app's one server-state cache: screens read it, and routes may fill it before they render. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});
