import { createContext } from "react";

/**
 * The build's script marker (model/security/own-scripts.ts, docs/decisions/027), for the inline
 * scripts the site renders itself (the theme script); React Router's and React's own get it
 * from app/entry.server.tsx directly. Set in the pre-render only: undefined in the browser
 * and under the dev server, which send no script policy of their own.
 */
export const ScriptMarker = createContext<string | undefined>(undefined);
