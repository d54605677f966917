import { useLocation } from "react-router";
import { type ShowcaseSlug, findSitePage, showcaseNames, showcaseSlugs } from "../../model/site-pages";
import { metaForPath } from "../shell/page-meta";
import { Breadcrumb } from "../ui/breadcrumb";
import { PageHero } from "../ui/page-hero";
import type { Route } from "./+types/component-showcase";

function slugFromPath(pathname: string): ShowcaseSlug {
  const last = pathname.replace(/\/+$/, "").split("/").pop();
  const slug = showcaseSlugs.find((candidate) => candidate === last);
  if (!slug) throw new Error(`Not a showcase page: ${pathname}`);
  return slug;
}

export const meta = ({ location }: Route.MetaArgs) => metaForPath(`/components/${slugFromPath(location.pathname)}`);

export default function ComponentShowcase() {
  const slug = slugFromPath(useLocation().pathname);
  const name = showcaseNames[slug];
  // The one-line summary of the page doubles as its hero subtitle.
  const description = findSitePage(`/components/${slug}`)?.description;
  return (
    <PageHero
      before={
        <Breadcrumb
          separator={slug === "collapsible" ? "/" : ">"}
          entries={[{ label: "Home", href: "/" }, { label: "Components", href: "/components" }, { label: name }]}
        />
      }
      eyebrow="Components"
      title={name}
      subtitle={description}
    />
  );
}
