import { describe, expect, it } from "vitest";
import { start } from "./image-fallback";

// SPEC §4/§8: a picture that fails to load shows its fallback, on a page that runs no app JavaScript.
function cover({ failed = false } = {}) {
  document.body.innerHTML = `
    <div data-island="image-fallback" data-island-idle data-fallback-src="/assets/category-icons/coffee-gear.svg">
      <figure data-slot="image"><picture><source type="image/webp" srcset="/a.webp 640w">
        <img src="/assets/missing.png" srcset="/a.png 640w" sizes="100vw" alt=""></picture></figure>
    </div>`;
  const root = document.querySelector<HTMLElement>("[data-island]")!;
  const image = root.querySelector("img")!;
  if (failed) {
    // A failed picture is complete, with no size, and says which file it asked for.
    Object.defineProperty(image, "complete", { value: true });
    Object.defineProperty(image, "naturalWidth", { value: 0 });
    Object.defineProperty(image, "currentSrc", { value: "http://localhost/assets/missing.png" });
  }
  return { root, image };
}

describe("the image-fallback island", () => {
  it("shows the fallback when the picture fails after the code came", () => {
    const { root, image } = cover();
    start(root);
    expect(image.getAttribute("src")).toBe("/assets/missing.png");
    image.dispatchEvent(new Event("error"));
    expect(image.getAttribute("src")).toBe("/assets/category-icons/coffee-gear.svg");
    expect(image.hasAttribute("srcset")).toBe(false);
    expect(image.hasAttribute("sizes")).toBe(false);
    expect(root.querySelectorAll("source")).toHaveLength(0);
    expect(root.querySelector("figure")?.dataset.fallback).toBe("true");
  });

  it("shows the fallback at once when the picture failed before the code came", () => {
    const { root, image } = cover({ failed: true });
    start(root);
    expect(image.getAttribute("src")).toBe("/assets/category-icons/coffee-gear.svg");
  });

  it("leaves a picture that loads alone", () => {
    const { root, image } = cover();
    start(root);
    image.dispatchEvent(new Event("load"));
    expect(image.getAttribute("src")).toBe("/assets/missing.png");
    expect(root.querySelector("figure")?.dataset.fallback).toBeUndefined();
  });
});
