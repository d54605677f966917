import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLayoutEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { responsiveImage } from "#model/ui/responsive-image.ts";
import { markHydrationEnd, markHydrationStart } from "./hydration-phase";
import { Image } from "./image";

const BLURHASH = "L]Lz,BS3oft7~WR+WqofIUfQWBWB";
const putImageData = vi.fn();

beforeEach(() => {
  putImageData.mockClear();
  // jsdom has no canvas; the blurhash placeholder only needs the 2D context to exist.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(
    () =>
      ({
        createImageData: (w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) }),
        putImageData,
      }) as unknown as CanvasRenderingContext2D,
  );
});
/** Pages hydrated by a test, removed after it (pass or fail). */
const hydratedPages: { root: Root; container: HTMLElement }[] = [];

afterEach(() => {
  for (const { root, container } of hydratedPages.splice(0)) {
    root.unmount();
    container.remove();
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  markHydrationEnd();
});

const figure = () => document.querySelector('[data-slot="image"]');

describe("Image basics (SPEC §3 Image component, §9 sizes)", () => {
  // Its frame, width presets, crop, badge corners, hover zoom and lightbox size are measured in the
  // browser (tests/e2e/components-part1.spec.ts, images page).
  it("shows the picture with its alt text", () => {
    render(<Image src="/showcase/studio-640.jpg" alt="Mochi asleep by the laptop" />);
    const image = screen.getByRole("img", { name: "Mochi asleep by the laptop" });
    expect(image).toHaveAttribute("src", "/showcase/studio-640.jpg");
  });

  it("requires alt text at the type level", () => {
    // @ts-expect-error alt is required (SPEC: a missing alt is a type error)
    render(<Image src="/x.jpg" />);
  });

  it("keeps its aspect ratio box before the image arrives; a bad ratio is ignored", () => {
    const { rerender } = render(<Image src="/a.jpg" alt="a" aspectRatio="16/9" />);
    expect(document.querySelector<HTMLElement>('[data-slot="image-frame"]')?.style.aspectRatio).toBe(String(16 / 9));
    rerender(<Image src="/a.jpg" alt="a" aspectRatio="wide" />);
    expect(document.querySelector<HTMLElement>('[data-slot="image-frame"]')?.style.aspectRatio).toBe("");
  });

  it("passes srcSet and sizes through", () => {
    render(
      <Image
        src="/s-640.jpg"
        alt="a"
        srcSet="/s-640.jpg 640w, /s-1024.jpg 1024w"
        sizes="(width >= 64rem) 50vw, 100vw"
      />,
    );
    const image = screen.getByRole("img");
    expect(image).toHaveAttribute("srcset", "/s-640.jpg 640w, /s-1024.jpg 1024w");
    expect(image).toHaveAttribute("sizes", "(width >= 64rem) 50vw, 100vw");
  });

  it("offers AVIF and WebP sources before the JPEG in a <picture>, with the same sizes", () => {
    const studio = responsiveImage({ name: "showcase/studio", width: 1920, height: 1280 });
    const { container } = render(<Image {...studio} alt="Mochi" sizes="100vw" />);
    const picture = container.querySelector("picture");
    const sources = [...(picture?.querySelectorAll("source") ?? [])];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute("srcset", studio.sources[0]?.srcSet);
    expect(sources.every((source) => source.getAttribute("sizes") === "100vw")).toBe(true);
    // The <img> comes last in the <picture>, as the element requires.
    expect(picture?.lastElementChild).toBe(screen.getByRole("img"));
    expect(screen.getByRole("img")).toHaveAttribute("src", studio.src);
  });

  it("sizes a preset image at most its preset's width unless sizes is given", () => {
    const { rerender } = render(<Image src="/s-640.jpg" srcSet="/s-640.jpg 640w" alt="a" widthPreset="xs" />);
    expect(screen.getByRole("img")).toHaveAttribute("sizes", "(min-width: 320px) 320px, 100vw");
    rerender(<Image src="/s-640.jpg" srcSet="/s-640.jpg 640w" alt="a" widthPreset="xs" sizes="50vw" />);
    expect(screen.getByRole("img")).toHaveAttribute("sizes", "50vw");
  });

  it("writes valid HTML: sizes only with a srcset, and every width-described srcset has sizes", () => {
    const { rerender, container } = render(<Image src="/s.jpg" alt="a" widthPreset="xs" sizes="50vw" />);
    expect(screen.getByRole("img")).not.toHaveAttribute("sizes");
    // Sources only (the <img> keeps one src): the sources carry the sizes, full width by default.
    const studio = responsiveImage({ name: "showcase/studio", width: 1920, height: 1280 });
    rerender(<Image src={studio.src} sources={studio.sources} alt="Mochi" />);
    expect(screen.getByRole("img")).not.toHaveAttribute("sizes");
    expect([...container.querySelectorAll("source")].map((source) => source.getAttribute("sizes"))).toEqual([
      "100vw",
      "100vw",
    ]);
    rerender(<Image {...studio} alt="Mochi" />);
    expect(screen.getByRole("img")).toHaveAttribute("sizes", "100vw");
  });

  it("has its fallback as a picture of its own, hidden and lazy until the picture fails, with none of its sources", () => {
    const studio = responsiveImage({ name: "showcase/studio", width: 1920, height: 1280 });
    const { container } = render(<Image {...studio} alt="Mochi" />);
    // The shell's head script marks this figure when its picture fails (app/shell/shell-script.ts).
    expect(figure()).toHaveAttribute("data-image-fallback");
    const layer = container.querySelector("[data-slot=image-fallback]");
    expect(layer).not.toBeVisible();
    const fallback = layer?.querySelector("img");
    expect(fallback).toHaveAttribute("src", "/placeholder.svg");
    expect(fallback).toHaveAttribute("alt", "Mochi");
    expect(fallback).toHaveAttribute("loading", "lazy");
    expect(fallback).not.toHaveAttribute("srcset");
    expect(layer?.querySelector("source")).toBeNull();
    // Only the picture is named for screen readers until then.
    expect(screen.getAllByRole("img", { name: "Mochi" })).toHaveLength(1);
  });

  it("loads lazily when asked, and a priority image loads eagerly with high fetch priority", () => {
    const { rerender } = render(<Image src="/a.jpg" alt="a" loading="lazy" />);
    expect(screen.getByRole("img")).toHaveAttribute("loading", "lazy");
    rerender(<Image src="/a.jpg" alt="a" loading="lazy" priority />);
    expect(screen.getByRole("img")).toHaveAttribute("loading", "eager");
    expect(screen.getByRole("img")).toHaveAttribute("fetchpriority", "high");
  });

  it("preloads a priority picture from <head>, unless it is written into the page as a data: URL", () => {
    const page = (src: string) =>
      renderToString(
        <html lang="en">
          <head />
          <body>
            <Image src={src} alt="a" priority />
          </body>
        </html>,
      );
    const preloads = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads(page("/a.svg"))).toEqual([expect.stringContaining('href="/a.svg"')]);
    const dataUrl = "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E";
    const inPage = page(dataUrl);
    expect(preloads(inPage)).toEqual([]);
    // The picture's bytes are written once, in its <img>.
    expect(inPage.split(dataUrl)).toHaveLength(2);
  });
});

describe("Image loading states (SPEC §4: placeholder, then fade in; fallback on error)", () => {
  // How each state looks (hidden, pulsing, fading in; a priority picture never hidden) is the browser's
  // to draw: tests/e2e/components-part1.spec.ts "while a picture loads".
  it("holds a placeholder while loading, and drops it once the picture has come", () => {
    render(<Image src="/a.jpg" alt="a" />);
    expect(figure()).toHaveAttribute("data-state", "loading");
    expect(document.querySelector('[data-slot="image-placeholder"]')).not.toBeNull();
    fireEvent.load(screen.getByRole("img"));
    expect(figure()).toHaveAttribute("data-state", "loaded");
    expect(document.querySelector('[data-slot="image-placeholder"]')).toBeNull();
  });

  /**
   * Pre-renders an Image, then hydrates it in real tasks (act would run all the work at once) with the
   * picture already finished; records what the page showed when the commit's task ended (a microtask
   * queued by a later layout effect runs right after it): whether the placeholder was there, and the src.
   */
  async function hydrateFinished(picture: { naturalWidth: number; currentSrc: string }) {
    const container = document.body.appendChild(document.createElement("div"));
    const atCommitEnd: string[] = [];
    function CommitEndProbe() {
      useLayoutEffect(() => {
        queueMicrotask(() => {
          const placeholder = container.querySelector("[data-slot=image-placeholder]")
            ? "placeholder"
            : "no placeholder";
          atCommitEnd.push(`${placeholder}, ${container.querySelector("img")?.getAttribute("src")}`);
        });
      }, []);
      return null;
    }
    const page = (
      <>
        <Image src="/a.jpg" alt="a" />
        <CommitEndProbe />
      </>
    );
    container.innerHTML = renderToString(page);
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(picture.naturalWidth);
    vi.spyOn(HTMLImageElement.prototype, "currentSrc", "get").mockReturnValue(picture.currentSrc);
    vi.stubGlobal("IS_REACT_ACT_ENVIRONMENT", false);
    markHydrationStart();
    const root = hydrateRoot(container, page, { onRecoverableError: (error) => expect.fail(String(error)) });
    hydratedPages.push({ root, container });
    await waitFor(() => expect(atCommitEnd).toHaveLength(1));
    return { container, atCommitEnd };
  }

  // A state update in the hydration commit would make React re-render synchronously there, with every
  // pending effect: one long task on pages with many pictures. React catches up in a task of its own.
  it("an image loaded before the page hydrates shows as loaded, without a re-render inside the hydration commit", async () => {
    const { container, atCommitEnd } = await hydrateFinished({ naturalWidth: 640, currentSrc: "/a.jpg" });
    expect(atCommitEnd).toEqual(["placeholder, /a.jpg"]);
    // The figure says 'loaded' at once (the CSS that hides a loading image reads it).
    expect(container.querySelector("[data-slot=image]")).toHaveAttribute("data-state", "loaded");
    markHydrationEnd();
    await waitFor(() => expect(container.querySelector("[data-slot=image-placeholder]")).toBeNull());
    expect(container.querySelector("[data-slot=image]")).toHaveAttribute("data-state", "loaded");
  });

  it("an image broken before the page hydrates falls back, without a re-render inside the hydration commit", async () => {
    const { container, atCommitEnd } = await hydrateFinished({ naturalWidth: 0, currentSrc: "/a.jpg" });
    expect(atCommitEnd).toEqual(["placeholder, /a.jpg"]);
    markHydrationEnd();
    await waitFor(() => expect(container.querySelector("[data-slot=image]")).toHaveAttribute("data-state", "error"));
  });

  it("draws a valid blurhash instead of the pulse, in the next frame", async () => {
    render(<Image src="/a.jpg" alt="a" blurhash={BLURHASH} />);
    expect(document.querySelector('[data-slot="image-blurhash"]')).not.toBeNull();
    expect(document.querySelector('[data-slot="image-placeholder"]')).toBeNull();
    await waitFor(() => expect(putImageData).toHaveBeenCalledTimes(1));
  });

  it("does not decode the blurhash of a picture that loads before the next frame", async () => {
    render(<Image src="/a.jpg" alt="a" blurhash={BLURHASH} />);
    fireEvent.load(screen.getByRole("img", { name: "a" }));
    expect(document.querySelector('[data-slot="image-blurhash"]')).toBeNull();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
    expect(putImageData).not.toHaveBeenCalled();
  });

  it("falls back to the pulse, with a warning, when the blurhash is not valid", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<Image src="/a.jpg" alt="a" blurhash="nope" />);
    expect(document.querySelector('[data-slot="image-blurhash"]')).toBeNull();
    expect(document.querySelector('[data-slot="image-placeholder"]')).not.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("blurhash is not valid"));
  });

  it("says when its picture failed (the swap to the fallback is CSS's: tests/e2e/components-part1.spec.ts)", () => {
    render(<Image src="/missing.jpg" alt="Lost" srcSet="/missing.jpg 640w" />);
    fireEvent.error(screen.getByRole("img"));
    expect(figure()).toHaveAttribute("data-state", "error");
  });

  it("uses a given fallbackSrc, and has an empty frame for when that fails too", () => {
    const { container } = render(<Image src="/missing.jpg" alt="Lost" fallbackSrc="/other.svg" />);
    const layer = container.querySelector("[data-slot=image-fallback]");
    expect(layer?.querySelector("img")).toHaveAttribute("src", "/other.svg");
    // Its own layer is what the head script marks when the fallback fails too.
    expect(layer).toHaveAttribute("data-image-fallback");
    expect(layer?.querySelector("[aria-hidden=true] svg")).not.toBeNull();
  });

  it("starts over when given a new src", () => {
    const { rerender } = render(<Image src="/missing.jpg" alt="a" />);
    fireEvent.error(screen.getByRole("img"));
    rerender(<Image src="/found.jpg" alt="a" />);
    expect(screen.getByRole("img")).toHaveAttribute("src", "/found.jpg");
    expect(figure()).toHaveAttribute("data-state", "loading");
  });
});

describe("Image caption and badges (SPEC §5: bottom badges skipped with a warning when captioned)", () => {
  const badges = [
    { content: "Ready to Use", position: "top-left" },
    { content: "Proven & Tested", position: "bottom-right" },
  ] as const;

  it("shows badges in every corner when there is no caption", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<Image src="/a.jpg" alt="a" badges={badges} />);
    expect(screen.getByText("Ready to Use")).toBeInTheDocument();
    expect(screen.getByText("Proven & Tested")).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it("with a caption, skips bottom badges and warns on the console", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<Image src="/a.jpg" alt="a" caption="Mochi's desk" badges={badges} />);
    expect(screen.getByText("Mochi's desk").tagName).toBe("FIGCAPTION");
    expect(screen.getByText("Ready to Use")).toBeInTheDocument();
    expect(screen.queryByText("Proven & Tested")).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("bottom-right badge is not shown"));
  });
});

describe("Image interactive modes (SPEC §3/§4/§9: hover-zoom, lightbox)", () => {
  it("none has no lightbox trigger", () => {
    render(<Image src="/a.jpg" alt="a" />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("lightbox opens a full-screen dialog, closes on Escape and returns focus", async () => {
    const user = userEvent.setup();
    render(<Image src="/a.jpg" alt="Mochi on the rug" caption="The rug" interactive="lightbox" />);
    const trigger = screen.getByRole("button", { name: "View larger: Mochi on the rug" });
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Mochi on the rug" });
    const large = dialog.querySelector("img");
    expect(large).toHaveAttribute("src", "/a.jpg");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it("the lightbox closes with its close button and with a click on the overlay", async () => {
    const user = userEvent.setup();
    render(<Image src="/a.jpg" alt="Shelf" interactive="lightbox" />);
    const trigger = screen.getByRole("button", { name: "View larger: Shelf" });
    await user.click(trigger);
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    const again = await screen.findByRole("dialog");
    // A click on the dark area around the picture (the content box itself) closes it.
    act(() => {
      fireEvent.click(again);
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // A click on the picture itself does not.
    await user.click(trigger);
    const third = await screen.findByRole("dialog");
    const picture = third.querySelector("img");
    if (!picture) throw new Error("no picture in the lightbox");
    fireEvent.click(picture);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
