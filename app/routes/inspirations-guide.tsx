import { Link } from "react-router";
import { pageMeta } from "../../model/page-meta";
import { SHARE_IMAGE_PATH } from "../shell/page-meta";
import { siteConfig } from "../site-config";
import { Breadcrumb } from "../ui/breadcrumb";
import type { Route } from "./+types/inspirations-guide";

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta(
    {
      path: `/inspirations/guide/${encodeURIComponent(params.guideSlug)}`,
      title: "Guide not found — Inspirations",
      description: "This guide does not exist (yet). Browse the other guides instead.",
      robots: "noindex",
    },
    { siteUrl: siteConfig.siteUrl, ownerName: siteConfig.owner.name, imagePath: SHARE_IMAGE_PATH },
  );

// Guides come from the content API (a later step); until a guide matches this
// slug, the page shows SPEC's not-found view.
export default function GuideDetail() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-lg px-md py-section md:px-xl">
      <Breadcrumb entries={[{ label: "Home", href: "/" }, { label: "Inspirations", href: "/inspirations" }, { label: "Guide not found" }]} />
      <h1 className="type-h1">Guide not found</h1>
      <p className="text-body3 text-ink-muted">This guide does not exist, or it is not published yet.</p>
      <p>
        <Link to="/inspirations" className="text-link underline underline-offset-4">
          Back to Inspirations
        </Link>
      </p>
    </div>
  );
}
