import { landingSnapshot } from "../../model/inspiration-pages";
import { readContentSnapshot } from "../../server/content/snapshot.server";
import { InspirationsLanding } from "../features/inspirations/inspirations-landing";
import { metaForPath } from "../shell/page-meta";
import type { Route } from "./+types/inspirations";

// Build time only: the guides embedded in the pre-rendered page (refreshed from the API in the browser).
export async function loader() {
  const { inspirations } = await readContentSnapshot();
  return landingSnapshot(inspirations);
}

export const meta = () => metaForPath("/inspirations");

export default function Inspirations({ loaderData }: Route.ComponentProps) {
  return <InspirationsLanding snapshot={loaderData} />;
}
