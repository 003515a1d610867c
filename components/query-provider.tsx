"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";

const MAX_RETRY_DELAY_MS = 30_000;

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null && "status" in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === "number") return status;
  }
  return undefined;
}

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Three retries with exponential backoff capped at 30 s (spec section 9). A 4xx answer will not change on
        // retry, so an error carrying such a status (as the lib/api client's errors do) fails at once.
        retry: (failureCount, error) => {
          const status = httpStatusOf(error);
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < 3;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
        gcTime: 5 * 60 * 1000,
        // Server-rendered data handed to a query should not be refetched the instant it mounts.
        staleTime: 30 * 1000,
      },
    },
  });
}

/**
 * TanStack Query for the screens that fetch from the browser: the dashboard and the admin panel.
 * The public pages render on the server and do not ship it.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  // One client per browser tab, created lazily so a server render never shares a cache between requests.
  const [queryClient] = useState(makeQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
