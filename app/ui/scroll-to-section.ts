/**
 * Brings a section or card to the top of the window, below the sticky top bar. The offset is the
 * element's own scroll margin (`scroll-mt-20` on sections: SPEC §9's 80 px; `scroll-mt-24` on cards),
 * the same one the browser uses for a '#id' link, and the motion is the page's scroll-behavior:
 * smooth, or at once for a visitor who prefers reduced motion (app/styles/app.css). So no script
 * measures the top bar or asks about reduced motion itself.
 */
export function scrollToSection(element: Element | null | undefined): void {
  element?.scrollIntoView({ block: "start" });
}
