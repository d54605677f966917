import { type ReactNode, useEffect, useMemo } from "react";
import type { Inspirations } from "../../../model/content-api";
import { QueryProvider } from "~/data/query-provider";
import { useInspirations } from "~/data/use-inspirations";
import { useStructurallyShared } from "~/data/use-structurally-shared";
import { LoadErrorState, LoadingState } from "./loader-state";

/** The width and padding of the guide and recommendation pages. */
// Content text: a long unbroken word wraps instead of widening the page (overflow-wrap: anywhere, cheap in layout).
export const detailShell = "mx-auto flex w-full max-w-6xl flex-col gap-lg px-md py-section wrap-anywhere md:px-xl";

type DetailPageProps<Page> = {
  /** The pre-rendered page's part of the content, or undefined for a page the build did not know. */
  snapshot: Inspirations | undefined;
  /** The page's data in the content, or undefined when its slug matches nothing visible. */
  find: (data: Inspirations) => Page | undefined;
  /** Whether the content has nothing of this kind (an error then shows Retry, not 'not found'). */
  isEmpty: (data: Inspirations) => boolean;
  /** The document title once the page is found. */
  title: (page: Page) => string;
  notFound: ReactNode;
  children: (page: Page) => ReactNode;
};

function DetailContent<Page>({ snapshot, find, isEmpty, title, notFound, children }: DetailPageProps<Page>) {
  const { data, isLoading, errorMessage, refresh } = useInspirations({ snapshot });
  // The live answer usually holds the pre-rendered page unchanged: keep its objects, so the
  // page (rendered once, below) is not rendered again for nothing right after it hydrates.
  const page = useStructurallyShared(data ? find(data) : undefined);
  const pageTitle = page ? title(page) : undefined;
  const content = useMemo(() => (page === undefined ? undefined : children(page)), [children, page]);

  // A page opened in the browser only (added after the build) gets its title once the data is here.
  useEffect(() => {
    if (pageTitle) document.title = pageTitle;
  }, [pageTitle]);

  if (isLoading) {
    return (
      <div className={detailShell}>
        <LoadingState text="Loading..." />
      </div>
    );
  }
  if (page === undefined) {
    if ((!data || isEmpty(data)) && errorMessage) {
      return (
        <div className={detailShell}>
          <LoadErrorState onRetry={refresh} />
        </div>
      );
    }
    return notFound;
  }
  return content;
}

/**
 * SPEC §4 inspirations data loader on a guide or recommendation page: the
 * snapshot first, then the live content; 'Loading...' while there is none,
 * the error with Retry when the content failed and has nothing of this kind,
 * the not-found view when the slug matches nothing, else the page.
 */
export function DetailPage<Page>(props: DetailPageProps<Page>) {
  return (
    <QueryProvider>
      <DetailContent {...props} />
    </QueryProvider>
  );
}
