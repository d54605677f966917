import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "./query-client";

/**
 * The query cache for the routes that load content. Screens wrap their own
 * route in it (not app/root.tsx: the home page's JavaScript budget has no room
 * for the query library).
 */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [ownClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={ownClient}>{children}</QueryClientProvider>;
}
