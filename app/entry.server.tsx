import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { isScriptMarker } from "#model/security/own-scripts.ts";
import { islandsInMarkup } from "./shell/islands-in-markup";
import { ScriptMarker } from "./shell/script-marker";
import { withShellScriptForIslands } from "./shell/shell-head-script";
import { withUsedAppStyles } from "./shell/used-app-styles";

// React Router's server entry, with web streams so the same code renders on Node and in the Worker
// (as React Router's Cloudflare template does), plus the build's script marker as the nonce of every inline script
// the page gets: React Router's (<Scripts>, <ScrollRestoration>, the streamed data), React's own
// streaming helpers, and the site's (through ScriptMarker). Pre-rendered pages' scripts are hashed
// into their Content-Security-Policy by postbuild, pages rendered on request by the server
// (docs/decisions/027). Every page is sent whole: the server keeps rendered pages to answer
// the next visits, and no page waits on anything slow (its data is in hand before it renders).

export const streamTimeout = 5_000;

/** Written into the server build by the build (vite.config.ts); empty under the dev server. */
const nonce = isScriptMarker(__SCRIPT_MARKER__) ? __SCRIPT_MARKER__ : undefined;

/** For the server that renders pages on request: which inline scripts to allow by hash (server/page-renderer.ts). */
export const scriptMarker = nonce;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let shellRendered = false;
  const body = await renderToReadableStream(
    <ScriptMarker value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </ScriptMarker>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors while rendering the shell reject and are logged by React Router; log only the later ones.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html");
  const rendered = await new Response(body).text();
  // The page's islands choose both its CSS and its head script: read once.
  const islands = islandsInMarkup(rendered);
  const html = withShellScriptForIslands(withUsedAppStyles(rendered, islands), islands);
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}
