import type { Island } from "./island";

/**
 * SPEC §4/§8 'on load error switches to fallbackSrc' for a picture on a page that runs no app
 * JavaScript: the pictures inside the root (marked `data-island="image-fallback"
 * data-island-idle data-fallback-src="…"`) show the fallback when theirs failed, before the code
 * came (a failed image is complete with no size) or after. Started once the browser is idle after
 * the page loaded; with no script the failed picture stays as the browser draws it.
 */
export const start: Island["start"] = (root) => {
  const fallback = root.dataset.fallbackSrc;
  if (!fallback) return;
  for (const image of root.querySelectorAll("img")) {
    const showFallback = () => {
      if (image.getAttribute("src") === fallback) return;
      // The original's candidates would win over the fallback's one file.
      for (const source of image.closest("picture")?.querySelectorAll("source") ?? []) source.remove();
      image.removeAttribute("srcset");
      image.removeAttribute("sizes");
      image.src = fallback;
      image.closest<HTMLElement>("[data-slot=image]")?.setAttribute("data-fallback", "true");
    };
    // A lazy picture not yet asked for is complete too, but has no currentSrc.
    if (image.complete && image.naturalWidth === 0 && image.currentSrc) showFallback();
    else image.addEventListener("error", showFallback, { once: true });
  }
};
