import { isRouteErrorResponse } from "react-router";
import { SafeLink } from "~/ui/safe-link";

/** A short, visitor-facing explanation of what went wrong. */
function describeError(error: unknown): { title: string; detail: string } {
  if (isRouteErrorResponse(error)) {
    return {
      title: error.status === 404 ? "This page could not be found" : `Something went wrong (${error.status})`,
      detail:
        typeof error.data === "string" && error.data ? error.data : error.statusText || "The page could not be shown.",
    };
  }
  return {
    title: "Something went wrong",
    detail: "This page hit an unexpected problem while loading. It is not you; please try again or head home.",
  };
}

/**
 * Shown instead of a blank screen when rendering fails anywhere. It depends on
 * nothing that could itself fail (no data, no shell), and always offers a way home.
 */
export default function ErrorPage({ error }: { error: unknown }) {
  const { title, detail } = describeError(error);
  return (
    <main
      id="main-content"
      className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col justify-center gap-lg px-md py-section"
    >
      <p className="text-caption font-semibold tracking-widest text-ink-muted uppercase">Error</p>
      <h1 className="type-h1">{title}</h1>
      <p className="text-body3 text-ink-muted md:text-body2">{detail}</p>
      <div className="flex flex-wrap gap-md">
        {/* A full page load recovers from a broken client state. */}
        <SafeLink
          href="/"
          reloadDocument
          className="inline-flex min-h-11 items-center rounded-pill border-2 border-primary bg-primary px-lg py-sm font-semibold text-on-primary hover:bg-primary-hover"
        >
          Take me home
        </SafeLink>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 items-center rounded-pill border-2 border-ink px-lg py-sm font-semibold hover:bg-ink hover:text-bg-default"
        >
          Try again
        </button>
      </div>
    </main>
  );
}
