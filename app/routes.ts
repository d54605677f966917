import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { showcaseSlugs } from "../model/site-pages";

// The route table of SPEC §2, listed explicitly.
export default [
  index("routes/home.tsx"),
  route("experiences", "routes/experiences.tsx"),
  route("solutions", "routes/solutions.tsx"),
  route("insights", "routes/insights.tsx"),
  route("inspirations", "routes/inspirations.tsx"),
  route("inspirations/guide/:guideSlug", "routes/inspirations-guide.tsx"),
  route("inspirations/item/:slug", "routes/inspirations-item.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("components", "routes/components.tsx"),
  // The eight showcase pages share one module until each gets its own demos;
  // the id keeps them apart in the route tree.
  ...showcaseSlugs.map((slug) =>
    route(`components/${slug}`, "routes/component-showcase.tsx", { id: `showcase-${slug}` }),
  ),
  // Anything else, including /404 which is pre-rendered as the not-found file.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
