import { type RouteConfig, index, route } from "@react-router/dev/routes";

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
  // The eight showcase pages (model/pages/showcase-pages.ts showcaseSlugs); their demos
  // come from app/features/showcase/pages/<slug>.ts (all of them listed in its index.ts).
  route("components/buttons", "routes/components.buttons.tsx"),
  route("components/cards", "routes/components.cards.tsx"),
  route("components/collapsible", "routes/components.collapsible.tsx"),
  route("components/content", "routes/components.content.tsx"),
  route("components/typography", "routes/components.typography.tsx"),
  route("components/spacing", "routes/components.spacing.tsx"),
  route("components/floating-popover", "routes/components.floating-popover.tsx"),
  route("components/images", "routes/components.images.tsx"),
  // Anything else, including /404 which is pre-rendered as the not-found file.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
