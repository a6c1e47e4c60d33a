"use client";
import type { AppRouter } from "@tablecast/api";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { useState, type ReactNode } from "react";

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

/** The browser's API client: same-origin /trpc, which this web server forwards to the match server. */
export function ApiProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 1000, retry: 2 } } }));
  const [trpcClient] = useState(() => createTRPCClient<AppRouter>({ links: [httpLink({ url: "/trpc" })] }));
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
