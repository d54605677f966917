import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { visitQueryClient } from "./query-client";

/**
 * The query cache for the routes that load content. Screens wrap their own
 * route in it (not app/root.tsx: the home page's JavaScript budget has no room
 * for the query library); each wrapper holds the visit's one cache, so answers
 * outlive the route that asked for them (SPEC §9: kept for 5 minutes).
 */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [ownClient] = useState(() => client ?? visitQueryClient());
  return <QueryClientProvider client={ownClient}>{children}</QueryClientProvider>;
}
