import { useContext } from "react";
import { ScriptMarker } from "./script-marker";
import { MENU_ID } from "./menu-toggle";
import { SEARCH_ID, SEARCH_TRIGGER_ID } from "./search/search-dialog";
import { shellScript } from "./shell-script";

/**
 * Where islands' code is: each built on its own into build/client/islands (scripts/lib/islands.ts),
 * or its source, which the dev server compiles on request. A fixed address, so a page can name it
 * without a manifest; it is revalidated like any file of the build, not cached for ever.
 */
export const ISLAND_ADDRESSES = import.meta.env.DEV ? { prefix: "/app/islands/", suffix: ".ts" } : { prefix: "/islands/", suffix: ".js" };

/**
 * The shell's script in the head of every page (shell-script.ts), with the build's marker so its
 * text is allowed by hash (docs/decisions/027). Rendered in the pre-render only, as the theme's.
 */
export function ShellHeadScript() {
  const marker = useContext(ScriptMarker);
  return <script nonce={marker} dangerouslySetInnerHTML={{ __html: shellScript({ menuId: MENU_ID, searchId: SEARCH_ID, searchTriggerId: SEARCH_TRIGGER_ID, islands: ISLAND_ADDRESSES }) }} />;
}
