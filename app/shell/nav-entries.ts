/** The menu of SPEC §2 "Site-wide navigation", in SPEC order. */
export const menuEntries = [
  { label: "Experiences", href: "/experiences" },
  { label: "Solutions", href: "/solutions" },
  { label: "Insights", href: "/insights" },
  { label: "Inspirations", href: "/inspirations" },
  { label: "Contact", href: "/contact" },
  { label: "Components", href: "/components" },
] as const;

export const privacyEntry = { label: "Privacy Policy", href: "/privacy" } as const;
