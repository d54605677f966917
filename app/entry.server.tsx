import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { isScriptMarker, SCRIPT_MARKER_VARIABLE } from "../model/own-scripts";
import { RendersSpaFallback } from "./shell/page-scripts";
import { ScriptMarker } from "./shell/script-marker";

// React Router's default server entry (@react-router/dev's entry.server.node.tsx), plus whether
// it draws the SPA fallback (app/shell/page-scripts.ts), plus the build's script marker as the nonce of every inline script the page gets: React Router's
// (<Scripts>, <ScrollRestoration>, the streamed data), React's own streaming helpers, and the
// site's (through ScriptMarker). postbuild hashes exactly those scripts into the page's
// Content-Security-Policy (docs/decisions/027).

export const streamTimeout = 5_000;

/** Given by scripts/build.ts for one build; absent under the dev server. */
const marker = process.env[SCRIPT_MARKER_VARIABLE];
const nonce = isScriptMarker(marker) ? marker : undefined;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Bots and SPA Mode renders (the pre-render) wait for all content before responding.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after `streamTimeout`, so it has time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ScriptMarker value={nonce}>
        <RendersSpaFallback value={routerContext.isSpaMode}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RendersSpaFallback>
      </ScriptMarker>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout so its closure is not kept.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while rendering the shell reject and are logged by React Router; log only the later ones.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
