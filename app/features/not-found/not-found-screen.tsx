import { useContext, useEffect } from "react";
import { useLocation } from "react-router";
import { ScriptMarker } from "~/shell/script-marker";
import { siteConfig } from "~/site-config";
import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";

export function NotFoundScreen() {
  const { pathname } = useLocation();
  const marker = useContext(ScriptMarker);
  // SPEC §2: the missing path is logged to the console. A page loaded whole runs no app JavaScript
  // (routes/not-found.tsx), so its own inline script says it; when the app shows this page after a
  // click inside a page that runs it, the effect does (React never runs a script it inserts).
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <div className="mx-auto grid w-full max-w-6xl items-center gap-xl px-md py-section md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:px-xl">
      {import.meta.env.SSR && (
        <script
          nonce={marker}
          dangerouslySetInnerHTML={{ __html: 'console.warn("404: no page at " + location.pathname);' }}
        />
      )}
      <div className="flex flex-col items-start gap-lg">
        <p className="text-caption font-semibold tracking-widest text-ink-muted uppercase">Error 404</p>
        <h1 className="type-h1 text-balance">Oops, {siteConfig.mascot.name} couldn't find this page either.</h1>
        <p className="text-body3 text-ink-muted md:text-body2">
          The link may be old, or the address may have a typo. Everything else is still where you left it.
        </p>
        <Button asChild size="lg">
          <SafeLink href="/">Take me home</SafeLink>
        </Button>
      </div>
      {/* A raw <img>, not Image: an illustration on the page's own background, without Image's frame. */}
      <img
        src="/illustrations/mascot-lost.svg"
        alt={`${siteConfig.mascot.name} the cat, peering into an empty cardboard box with a magnifying glass`}
        width={480}
        height={400}
        className="mx-auto h-auto w-full max-w-[30rem]"
      />
    </div>
  );
}
