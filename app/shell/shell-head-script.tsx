import { useContext } from "react";
import { islandsInMarkup } from "./islands-in-markup";
import { ScriptMarker } from "./script-marker";

// Each text is written once in the server's bundle (a build-time constant is copied wherever it is named).
const PAGE_SCRIPT = __SHELL_SCRIPT__;
const PAGE_WITH_ISLANDS_SCRIPT = __SHELL_SCRIPT_ISLANDS__;

/**
 * The shell's script in the head of every page (shell-script.ts), with the build's marker so its
 * text is allowed by hash (docs/decisions/027). Rendered on the server only, as the theme's. Only a
 * page that starts the app on first use gets the script's longer text, with the code that does it;
 * every other page gets the text with the islands' loader, which `withShellScriptForIslands` takes
 * out of a finished page without islands.
 *
 * Its text is made once, when the site is built (vite.config.ts), not by the code that renders
 * the page: the script carries functions' own text, which each bundler prints its own way, so the
 * Node server and the Worker send the same bytes under the same hash only if the text is fixed first.
 */
export function ShellHeadScript({ appOnFirstUse }: { appOnFirstUse: boolean }) {
  const marker = useContext(ScriptMarker);
  const text = appOnFirstUse ? __SHELL_SCRIPT_APP_ON_FIRST_USE__ : PAGE_WITH_ISLANDS_SCRIPT;
  return <script nonce={marker} dangerouslySetInnerHTML={{ __html: text }} />;
}

/**
 * A rendered page without islands with the shell's script that has no islands' loader (about 1.6 KB
 * of script a page such as the home page never runs). Chosen on the finished page, as its CSS is
 * (used-app-styles.ts): the root's head is rendered before the body says whether it has islands.
 * The script hashes of the page's policy are taken from the page this returns. `islands`: the page's,
 * when the caller has read them already.
 */
export function withShellScriptForIslands(html: string, islands: ReadonlySet<string> = islandsInMarkup(html)): string {
  if (islands.size > 0) return html;
  const at = html.indexOf(PAGE_WITH_ISLANDS_SCRIPT);
  if (at < 0) return html;
  return html.slice(0, at) + PAGE_SCRIPT + html.slice(at + PAGE_WITH_ISLANDS_SCRIPT.length);
}
