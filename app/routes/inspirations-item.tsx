import { pageMeta } from "../../model/page-meta";
import { SHARE_IMAGE_PATH } from "../shell/page-meta";
import { siteConfig } from "../site-config";
import { ButtonLink } from "../ui/button";
import type { Route } from "./+types/inspirations-item";

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta(
    {
      path: `/inspirations/item/${encodeURIComponent(params.slug)}`,
      title: "Recommendation not found — Inspirations",
      description: "This recommendation does not exist (yet). Browse the guides instead.",
      robots: "noindex",
    },
    { siteUrl: siteConfig.siteUrl, ownerName: siteConfig.owner.name, imagePath: SHARE_IMAGE_PATH },
  );

// Recommendations come from the content API (a later step); until an item
// matches this slug, the page shows SPEC's not-found view.
export default function RecommendationDetail() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-lg px-md py-section md:px-xl">
      <h1 className="type-h1">Recommendation not found</h1>
      <p className="text-body3 text-ink-muted">This recommendation does not exist, or it is not published yet.</p>
      <ButtonLink href="/inspirations" variant="secondary">
        Back to Inspirations
      </ButtonLink>
    </div>
  );
}
