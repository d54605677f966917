import { landingSnapshot } from "../../model/inspiration-pages";
import { pageContent } from "../../server/content/page-content";
import { InspirationsLanding } from "~/features/inspirations/inspirations-landing";
import { metaForPath } from "~/shell/page-meta";
import type { Route } from "./+types/inspirations";

// Build time only: the guides embedded in the pre-rendered page (refreshed from the API in the browser).
export async function loader({ context }: Route.LoaderArgs) {
  const { inspirations } = await pageContent(context);
  return landingSnapshot(inspirations);
}

/** A client-side visit whose build-time data cannot be fetched (offline) still loads the live guides. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    return null;
  }
}

export const meta = () => metaForPath("/inspirations");

export default function Inspirations({ loaderData }: Route.ComponentProps) {
  return <InspirationsLanding snapshot={loaderData ?? undefined} />;
}
