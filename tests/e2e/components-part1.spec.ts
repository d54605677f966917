import type { Locator, Page } from "@playwright/test";
import { axeViolations, scrollThrough } from "./axe";
import { expectClickedForTwoSeconds, recordClickedState } from "./clicked-state";
import { backgroundOf, computedColour, verticalGap } from "./css";
import { afterNextPaints, expect, holdRequests, startAppOnFirstUse, test } from "./fixtures";
import { markWhenSending } from "./sending-mark";

// Design system, part 1: the buttons, typography, spacing, content and
// images showcase pages, and keyboard use of the jump menu, lightbox and buttons.

const pages = [
  ["buttons", "Buttons"],
  ["typography", "Typography"],
  ["spacing", "Spacing"],
  ["content", "Content"],
  ["images", "Images"],
] as const;

test.describe("showcase pages render cleanly", () => {
  for (const [slug, name] of pages) {
    test(`/components/${slug}: breadcrumb, hero, demos, no console errors, zero axe violations`, async ({ page }) => {
      // Scrolled through whole (every lazy picture and island) and checked by axe: on the long pages, near
      // the default 30 s on a busy machine (the images page, 1,000 elements, took 31 s once).
      test.slow();
      await page.goto(`/components/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.getByRole("navigation", { name: "Breadcrumb", exact: true })).toHaveText(
        new RegExp(`Home\\s*>\\s*Components\\s*>\\s*${name}`),
      );
      await expect(page.locator('[data-slot="demo-section"]').first()).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
      await scrollThrough(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("buttons page", () => {
  test("the clicked state shows for 2 seconds, then reverts (SPEC §9: 2000 ms)", async ({ page }) => {
    await page.goto("/components/buttons");
    const save = page.locator("#button-clicked").getByRole("button", { name: "Save to favorites" });
    await save.scrollIntoViewIfNeeded();
    const reverted = await recordClickedState(save);
    await save.click();
    expectClickedForTwoSeconds(await reverted(), { text: "Saved!" });
    await expect(save).toHaveAttribute("data-state", "idle");
    await expect(save).toHaveText("Save to favorites");
  });

  test("each variant looks its own; every boxed one, at every size, is a 44x44 px tap target at least (SPEC §9)", async ({
    page,
  }) => {
    await page.goto("/components/buttons");
    const variants = page.locator("#button-variants [data-slot=button]:not([disabled])");
    const looks = await variants.evaluateAll((buttons) =>
      buttons.map((button) => {
        const style = getComputedStyle(button);
        return [
          style.backgroundColor,
          style.color,
          style.borderColor,
          style.textDecorationLine,
          style.paddingLeft,
        ].join(" ");
      }),
    );
    expect(looks).toHaveLength(6);
    expect(new Set(looks).size).toBe(6);
    const link = page.locator("#button-variants").getByRole("button", { name: "Read the notes" });
    // The link variant reads as text: no box padding.
    await expect(link).toHaveCSS("padding-left", "0px");
    for (const button of await page
      .locator("#button-variants [data-slot=button], #button-sizes [data-slot=button]")
      .all()) {
      const name = await button.innerText();
      if (name === "Read the notes") continue;
      const box = await button.boundingBox();
      expect(box?.width, name).toBeGreaterThanOrEqual(44);
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
    }
    const icon = await page.locator("#button-sizes").getByRole("button", { name: "Next" }).boundingBox();
    expect([icon?.width, icon?.height]).toEqual([44, 44]);
  });

  test("a loading button is disabled and busy, then comes back", async ({ page }) => {
    await page.goto("/components/buttons");
    await markWhenSending(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-saw-sending", "");
    await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled({ timeout: 3000 });
  });

  test("the e-mail copy field copies the address and confirms with a toast", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/components/buttons");
    await page.getByRole("button", { name: "Copy e-mail address" }).click();
    // First the button's 'Copied!', which lasts 2 s; the toast stays longer.
    await expect(page.locator("#button-email-copy").getByRole("button", { name: "Copied!" })).toBeVisible();
    await expect(page.getByText("Copied email to clipboard!", { exact: true })).toBeVisible();
    // Drawn as the site's cards are, with the hard ink shadow, whichever code drew the toaster.
    await expect(page.getByRole("region", { name: "Notifications" }).getByRole("listitem").first()).toHaveCSS(
      "box-shadow",
      /4px 4px 0px 0px$/,
    );
    // The address shown in the field (app/site-config.ts needs the build's variables, so read it from the page).
    const address = (await page.locator("#button-email-copy").getByRole("link").getAttribute("href"))?.replace(
      "mailto:",
      "",
    );
    expect(address).toMatch(/@/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  });

  test("at most three toasts show at once", async ({ page }) => {
    await page.goto("/components/buttons");
    await page.getByRole("button", { name: "Send five at once" }).click();
    const notifications = page.getByRole("region", { name: "Notifications" });
    await expect(notifications.getByRole("listitem")).toHaveText([
      "Notification 1",
      "Notification 2",
      "Notification 3",
    ]);
  });

  /**
   * What is drawn on top at the centre of `element`: its tag and data-slot. The page behind a modal
   * dialog is inert, which elementFromPoint skips, so ask the browser's own hit test, which does not.
   */
  async function drawnOnTop(page: Page, element: Locator): Promise<{ nodeName: string; slot: string | undefined }> {
    const box = await element.boundingBox();
    if (!box) throw new Error("element not laid out");
    const cdp = await page.context().newCDPSession(page);
    try {
      await cdp.send("DOM.getDocument", { depth: 0 });
      const { backendNodeId } = await cdp.send("DOM.getNodeForLocation", {
        x: Math.round(box.x + box.width / 2),
        y: Math.round(box.y + box.height / 2),
        ignorePointerEventsNone: true,
      });
      const { node } = await cdp.send("DOM.describeNode", { backendNodeId });
      const attributes = node.attributes ?? [];
      const slotAt = attributes.indexOf("data-slot");
      return { nodeName: node.nodeName, slot: slotAt >= 0 ? attributes[slotAt + 1] : undefined };
    } finally {
      await cdp.detach();
    }
  }

  const dialogs = {
    menu: (page: Page) => page.getByRole("button", { name: "Open menu" }),
    search: (page: Page) => page.getByRole("banner").getByRole("button", { name: "Search" }),
  };
  for (const [name, opener] of Object.entries(dialogs)) {
    test(`a toast raised while the ${name} dialog is open shows above its backdrop`, async ({ page }) => {
      await page.goto("/components/buttons");
      await opener(page).click();
      await expect(page.locator("dialog[open]")).toBeVisible();
      // Behind the modal dialog the demo's button is inert to the visitor, so press it from script.
      await page
        .locator("#toaster-notifications button")
        .first()
        .evaluate((button: HTMLElement) => button.click());
      const toast = page.locator("[data-slot=toast]");
      await expect(toast).toHaveText("Copied to clipboard!");
      await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      expect(await drawnOnTop(page, toast)).toEqual({ nodeName: "LI", slot: "toast" });
    });
  }

  test("a toast swiped down 20 px is dismissed, a shorter swipe keeps it (SPEC §9)", async ({ page }) => {
    await page.goto("/components/buttons");
    await page.getByRole("button", { name: "Show a confirmation" }).click();
    const toast = page.getByRole("region", { name: "Notifications" }).getByRole("listitem");
    await expect(toast).toHaveText("Copied to clipboard!");
    // Once it has slid into place, so the finger lands on it.
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const cdp = await page.context().newCDPSession(page);
    /** A finger put on the toast, moved down `distance` px in steps, then lifted. */
    async function swipeDown(distance: number) {
      const box = await toast.boundingBox();
      if (!box) throw new Error("toast not laid out");
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const touch = (type: "touchStart" | "touchMove" | "touchEnd", dy: number) =>
        cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y: y + dy }] });
      await touch("touchStart", 0);
      for (const step of [0.25, 0.5, 0.75, 1]) await touch("touchMove", distance * step);
      // The toast follows the finger before it is lifted.
      await expect(toast).toHaveAttribute("data-swiping", "true");
      await touch("touchEnd", distance);
    }
    await swipeDown(12);
    await expect(toast).not.toHaveAttribute("data-swiping");
    await expect(toast).toBeVisible();
    await swipeDown(22);
    await expect(toast).toHaveCount(0);
  });

  test("a tooltip opens on keyboard focus and Escape hides it", async ({ page }) => {
    await page.goto("/components/buttons");
    const share = page.locator("#tooltip-icon-buttons").getByRole("button", { name: "Share link" });
    // Radix hides a tooltip when the page scrolls, so bring the button into view first.
    await share.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const before = window.scrollY;
          element.scrollIntoView({ block: "center", behavior: "instant" });
          if (window.scrollY === before) resolve();
          else window.addEventListener("scroll", () => resolve(), { once: true });
        }),
    );
    await afterNextPaints(page);
    await share.focus();
    await expect(page.getByRole("tooltip")).toHaveText("Share link");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });

  test("external navigation buttons open a new tab with no opener", async ({ page }) => {
    await page.goto("/components/buttons");
    const external = page.getByRole("link", { name: "Read my articles" });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("link", { name: "Explore Solutions" })).not.toHaveAttribute("target");
  });
});

test.describe("typography, spacing and content pages show the real sizes", () => {
  test("the type scale and emoji sizes match SPEC at this screen size", async ({ page }, testInfo) => {
    const desktop = testInfo.project.name === "desktop";
    await page.goto("/components/typography");
    const sizes = desktop
      ? { h1: "60px", h2: "40px", h3: "24px", h4: "20px", body1: "20px", body2: "20px", body3: "16px", caption: "14px" }
      : {
          h1: "36px",
          h2: "24px",
          h3: "24px",
          h4: "20px",
          body1: "20px",
          body2: "20px",
          body3: "16px",
          caption: "14px",
        };
    for (const [variant, size] of Object.entries(sizes)) {
      await expect(page.getByTestId(`measured-${variant}`)).toHaveText(`now ${size}`);
    }
    // One card says "You are here": the breakpoint of this screen, from CSS alone.
    const here = page.getByText("You are here", { exact: true }).locator("visible=true");
    await expect(here).toHaveCount(1);
    await expect(page.locator("li").filter({ has: here })).toContainText(desktop ? "large" : "mobile", {
      ignoreCase: true,
    });

    await page.goto("/components/content");
    await expect(page.getByTestId("measured-bullet")).toHaveText(desktop ? "24px" : "16px");
    await expect(page.getByTestId("measured-section-header")).toHaveText(desktop ? "40px" : "20px");
  });

  test("spacing tokens and card paddings match SPEC", async ({ page }, testInfo) => {
    const desktop = testInfo.project.name === "desktop";
    await page.goto("/components/spacing");
    if (desktop) {
      for (const [token, px] of Object.entries({ xs: 4, sm: 8, md: 16, lg: 24, xl: 32, section: 48 })) {
        await expect(page.getByTestId(`measured-${token}`)).toHaveText(`now ${px}px`);
      }
    }
    await expect(page.getByTestId("measured-cta")).toHaveText(desktop ? "48px" : "24px");
    await expect(page.getByTestId("measured-content")).toHaveText(desktop ? "24px" : "16px");
  });

  test("medium and long badges give way on small screens (SPEC §4)", async ({ page }, testInfo) => {
    await page.goto("/components/content");
    const medium = page.locator("#badge-length").getByText("Interaction Design Basics", { exact: true });
    const long = page
      .locator("#badge-length")
      .getByText("Research operations for six countries at once", { exact: true });
    await expect(page.locator("#badge-length").getByText("UX Research", { exact: true })).toBeVisible();
    if (testInfo.project.name === "desktop") {
      await expect(medium).toBeVisible();
      await expect(long).toBeVisible();
    } else {
      await expect(medium).toBeHidden();
      await expect(long).toBeHidden();
    }
  });
});

test.describe("the design system's variants, as the browser draws them", () => {
  test("a Stack's gap is its SPEC spacing token (xs 4, md 16, xl 32 px)", async ({ page }) => {
    await page.goto("/components/spacing");
    for (const [gap, px] of [
      ["xs", 4],
      ["md", 16],
      ["xl", 32],
    ] as const) {
      const blocks = page.locator(`#stack-gaps [data-slot=stack][data-gap=${gap}] > *`);
      expect(await verticalGap(blocks.nth(0), blocks.nth(1)), gap).toBe(px);
    }
  });

  test("section backgrounds are the default, subtle and accent colours, one from the next", async ({ page }) => {
    await page.goto("/components/content");
    const drawn: string[] = [];
    for (const background of ["default", "subtle", "accent"]) {
      const section = page.locator("#section-backgrounds").getByRole("region", { name: `background="${background}"` });
      const colour = await backgroundOf(section);
      expect(colour, background).toBe(await computedColour(page, `var(--color-bg-${background})`));
      drawn.push(colour);
    }
    expect(new Set(drawn).size).toBe(3);
  });

  test("headings take the H1 and H2 sizes of the type scale, drawn as paragraphs too; spacing widens compact to spacious", async ({
    page,
  }, testInfo) => {
    const desktop = testInfo.project.name === "desktop";
    await page.goto("/components/content");
    const h1 = page.locator("#heading-h1-variants [data-slot=heading] > p").first();
    await expect(h1).toHaveCSS("font-size", desktop ? "60px" : "36px");
    const h2 = page.locator("#heading-spacing [data-slot=heading] > p:first-child");
    for (const index of [0, 1, 2]) await expect(h2.nth(index)).toHaveCSS("font-size", desktop ? "40px" : "24px");
    // Title to subtitle, and subtitle to the next block, for compact, default and spacious.
    const rooms = [];
    for (const index of [0, 1, 2]) {
      const heading = page.locator("#heading-spacing [data-slot=heading]").nth(index);
      const title = heading.locator("> p").first();
      const subtitle = heading.locator("> p").nth(1);
      const next = heading.locator("xpath=following-sibling::p[1]");
      rooms.push([await verticalGap(title, subtitle), await verticalGap(subtitle, next)]);
    }
    const [compact, normal, spacious] = rooms;
    for (const side of [0, 1]) {
      expect(compact?.[side]).toBeLessThan(normal?.[side] ?? 0);
      expect(normal?.[side]).toBeLessThan(spacious?.[side] ?? 0);
    }
  });

  test("a toggle badge looks pressed when it is, and never gives way on small screens (SPEC §4)", async ({ page }) => {
    await page.goto("/components/content");
    const topics = page.locator("#badge-clickable").getByRole("group", { name: "Topics" });
    const on = topics.getByRole("button", { name: "UX Research" });
    // 18 characters: a plain badge this long is hidden on a phone.
    const off = topics.getByRole("button", { name: "Career Development" });
    await expect(on).toHaveAttribute("aria-pressed", "true");
    await expect(off).toHaveAttribute("aria-pressed", "false");
    await expect(off).toBeVisible();
    const pressedLook = await backgroundOf(on);
    expect(await backgroundOf(off)).not.toBe(pressedLook);
    await off.click();
    await expect(off).toHaveAttribute("aria-pressed", "true");
    // Away from the pointer's hover look.
    await page.mouse.move(0, 0);
    await expect.poll(() => backgroundOf(off)).toBe(pressedLook);
  });
});

test.describe("images page", () => {
  test("pictures that arrived before the page was interactive stay shown; on a page without app JavaScript a lazy one shows as it loads", async ({
    page,
  }) => {
    const release = await holdRequests(page, "**/assets/values/steady.svg");
    await page.goto("/components/images");
    const arrived = () =>
      page.locator("figure[data-slot=image]").evaluateAll((figures) =>
        figures
          .map((figure) => ({ figure, img: figure.querySelector("img") }))
          .filter(({ img }) => img !== null && img.complete && img.naturalWidth > 0)
          .map(({ figure, img }) => `${figure.dataset.state} ${img ? getComputedStyle(img).opacity : ""}`),
      );
    await expect.poll(async () => (await arrived()).length).toBeGreaterThan(0);
    await expect.poll(async () => [...new Set(await arrived())]).toEqual(["loaded 1"]);

    // The values pictures on /experiences are lazy and far down the page, which runs no app JavaScript:
    // nothing hides a picture there while it loads, the browser draws it as it comes.
    await page.goto("/experiences");
    const lazy = page.locator('figure[data-slot=image]:has(img[src="/assets/values/steady.svg"])');
    await lazy.scrollIntoViewIfNeeded();
    await expect(lazy.locator("picture img")).toHaveCSS("opacity", "1");
    expect(await lazy.locator("picture img").evaluate((image: HTMLImageElement) => image.complete)).toBe(false);
    release();
    await expect
      .poll(() =>
        lazy.locator("picture img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    await expect(lazy.locator("picture img")).toHaveCSS("opacity", "1");
  });

  test("while a picture loads, the pre-rendered page hides nothing; once hydrated a pulsing block holds its place and it fades in; a priority picture shows at once (SPEC §4)", async ({
    page,
  }) => {
    const release = await holdRequests(page, "**/generated/showcase/studio*");
    await page.mainFrame().goto("/components/images", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveAttribute("data-scripts", "on-first-use");
    const demos = page.locator("#image-loading figure[data-slot=image]");
    const [eager, priority] = [demos.nth(1), demos.nth(2)];
    const pictureOf = (figure: Locator) => figure.locator("picture img");
    const pulseOf = (figure: Locator) => figure.locator("[data-slot=image-placeholder]");

    // Before the app runs, a picture shows the moment it arrives (LCP does not wait for scripts), and
    // nothing pulses: no code would say when to stop.
    await expect(pictureOf(eager)).toHaveCSS("opacity", "1");
    await expect(pulseOf(eager)).toHaveCSS("animation-name", "none");

    await startAppOnFirstUse(page);
    await expect(eager).toHaveAttribute("data-state", "loading");
    await expect(pictureOf(eager)).toHaveCSS("opacity", "0");
    await expect(pictureOf(eager)).toHaveCSS("transition-property", "opacity");
    await expect(pulseOf(eager)).toHaveCSS("animation-name", "pulse");
    // The main picture is never hidden and never fades.
    await expect(pictureOf(priority)).toHaveCSS("opacity", "1");
    await expect(pictureOf(priority)).toHaveCSS("transition-duration", "0s");

    release();
    await expect(eager).toHaveAttribute("data-state", "loaded");
    await expect(pulseOf(eager)).toHaveCount(0);
    await expect(pictureOf(eager)).toHaveCSS("opacity", "1");
  });

  test("the Image's look: its frame, width presets, crop, corner badges, hover zoom and lightbox (SPEC §3, §9)", async ({
    page,
  }) => {
    await page.goto("/components/images");
    // SPEC §9 image border: 2 px, 0.5 rem radius.
    const frame = page.locator("#image-aspect-ratio [data-slot=image-frame]").first();
    await expect(frame).toHaveCSS("border-top-width", "2px");
    await expect(frame).toHaveCSS("border-top-left-radius", "8px");
    // Widths xs 320, md 448, 2xl 672 px at most; full takes the container's width.
    const presets = page.locator("#image-width-presets figure[data-slot=image]");
    const column = await page.locator("#image-width-presets figure[data-slot=image]").last().boundingBox();
    for (const [index, px] of [320, 448, 672].entries()) {
      const box = await presets.nth(index).boundingBox();
      expect(box?.width).toBe(Math.min(px, column?.width ?? 0));
    }
    // The crop moves towards the chosen side.
    const cropped = page.locator("#image-object-position figure[data-slot=image] picture img").first();
    for (const [position, computed] of [
      ["top-left", "0% 0%"],
      ["bottom-right", "100% 100%"],
      ["top", "50% 0%"],
      ["center", "50% 50%"],
    ] as const) {
      await page.locator("#image-object-position label", { hasText: new RegExp(`^${position}$`) }).click();
      await expect(cropped).toHaveCSS("object-position", computed);
    }
    // Badges sit in their corners.
    const badged = page.locator("#image-badges figure[data-slot=image]").first();
    await badged.scrollIntoViewIfNeeded();
    const picture = await badged.locator("[data-slot=image-frame]").boundingBox();
    if (!picture) throw new Error("the picture is not laid out");
    for (const [text, vertical, horizontal] of [
      ["Ready to Use", "top", "left"],
      ["New", "top", "right"],
      ["Proven & Tested", "bottom", "left"],
      ["Made with love by me", "bottom", "right"],
    ] as const) {
      const badge = await badged.getByText(text, { exact: true }).boundingBox();
      if (!badge) throw new Error(`${text} is not laid out`);
      const fromTop = badge.y - picture.y;
      const fromBottom = picture.y + picture.height - (badge.y + badge.height);
      const fromLeft = badge.x - picture.x;
      const fromRight = picture.x + picture.width - (badge.x + badge.width);
      expect(vertical === "top" ? fromTop : fromBottom, text).toBeLessThan(24);
      expect(horizontal === "left" ? fromLeft : fromRight, text).toBeLessThan(24);
    }
    // Hover zoom scales the picture up under a pointer that can hover (not on a touch screen).
    const zooming = page.locator("#image-hover-zoom figure[data-slot=image]").first();
    await zooming.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(zooming.locator("picture img")).toHaveCSS("scale", "none");
    await zooming.hover();
    const canHover = await page.evaluate(() => matchMedia("(hover: hover)").matches);
    await expect(zooming.locator("picture img")).toHaveCSS("scale", canHover ? "1.05" : "none");
    // The lightbox trigger is a full tap target; the large picture is at most 90vh tall.
    const trigger = page.locator("#image-lightbox-open").getByRole("button").first();
    const target = await trigger.boundingBox();
    expect(target?.width).toBeGreaterThanOrEqual(44);
    expect(target?.height).toBeGreaterThanOrEqual(44);
    await trigger.click();
    const large = page.getByRole("dialog").locator("img");
    await expect(large).toBeVisible();
    const maxHeight = await large.evaluate((image) => parseFloat(getComputedStyle(image).maxHeight));
    expect(maxHeight).toBeCloseTo((page.viewportSize()?.height ?? 0) * 0.9, 0);
  });

  test("a picture that fails to load shows the fallback", async ({ page }) => {
    await page.goto("/components/images");
    const fallback = page.getByTestId("fallback-default").getByRole("img", { name: "A picture that failed to load" });
    await fallback.scrollIntoViewIfNeeded();
    await expect(fallback).toHaveAttribute("src", "/placeholder.svg");
    await expect
      .poll(() => fallback.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const custom = page.getByTestId("fallback-custom").getByRole("img", { name: "Mochi looking lost" });
    await expect(custom).toHaveAttribute("src", "/illustrations/mascot-lost.svg");
  });

  test("a picture that fails shows its fallback without the app's code too (SPEC §8), fetched only then", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await context.route("**/assets/**/*.js", (route) => route.abort());
    const page = await context.newPage();
    const fallbacks: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/placeholder.svg")) fallbacks.push(request.url());
    });
    await page.goto("/components/images");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    const demo = page.getByTestId("fallback-default");
    await demo.scrollIntoViewIfNeeded();
    const fallback = demo.getByRole("img", { name: "A picture that failed to load" });
    await expect(fallback).toHaveAttribute("src", "/placeholder.svg");
    await expect
      .poll(() => fallback.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    // A picture that loads never asks for its fallback: only the broken demo with the default one did.
    expect(fallbacks).toHaveLength(1);
    await context.close();
  });

  test("the responsive image comes as AVIF from the build-time sizes, with its intrinsic size", async ({ page }) => {
    await page.goto("/components/images");
    const demo = page.locator("#image-responsive");
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.getByTestId("chosen-src")).toHaveText(/^\/generated\/showcase\/studio-(640|1024|1920)\.avif$/);
    const image = demo.getByRole("img");
    await expect(image).toHaveAttribute("width", "1920");
    await expect(image).toHaveAttribute("height", "1280");
    const response = await page.request.get((await demo.getByTestId("chosen-src").textContent()) ?? "");
    expect(response.headers()["content-type"]).toBe("image/avif");
  });

  test("each picture's sizes covers its frame, and by no more than a step, from a phone to a wide screen", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "it sets its own viewport widths");
    await page.goto("/components/images");
    for (const width of [360, 412, 700, 800, 1100, 1400]) {
      await page.setViewportSize({ width, height: 900 });
      const pictures = await page.evaluate(async () => {
        // A 1-pixel picture described as 1w is drawn as wide as the sizes value says (its density is 1 / that width).
        const dot = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
        const widthOf = async (sizes: string) => {
          const probe = new Image();
          probe.sizes = sizes;
          probe.srcset = `${dot} 1w`;
          await probe.decode();
          return probe.naturalWidth;
        };
        const measured = [];
        for (const image of document.querySelectorAll<HTMLImageElement>("main img")) {
          const sizes = image.srcset ? image.sizes : image.parentElement?.querySelector("source")?.sizes;
          const frame = image.getBoundingClientRect().width;
          if (!sizes || frame === 0) continue;
          measured.push({ demo: image.closest("section")?.id ?? "", frame, sized: await widthOf(sizes) });
        }
        return measured;
      });
      expect(pictures.length, `pictures with sizes at ${width} px`).toBeGreaterThanOrEqual(20);
      for (const { demo, frame, sized } of pictures) {
        expect(sized, `${demo} at ${width} px: sizes under the frame`).toBeGreaterThanOrEqual(Math.floor(frame));
        expect(sized, `${demo} at ${width} px: sizes far over the frame`).toBeLessThanOrEqual(
          frame + Math.max(24, frame / 10),
        );
      }
    }
  });

  test("badges skip the bottom corners when there is a caption, with a console warning", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.goto("/components/images");
    const captioned = page.locator("#image-badges figure").nth(1);
    await captioned.scrollIntoViewIfNeeded();
    await expect(captioned.getByText("Ready to Use")).toBeVisible();
    await expect(captioned.getByText("Proven & Tested")).toHaveCount(0);
    await expect(page.locator("#image-badges figure").first().getByText("Proven & Tested")).toBeVisible();
    expect(warnings.some((text) => text.includes("bottom-left badge is not shown"))).toBe(true);
  });

  test("the lightbox works from the keyboard: Enter opens, focus stays inside, Escape closes and focus returns", async ({
    page,
  }) => {
    await page.goto("/components/images");
    const trigger = page
      .locator("#image-lightbox-open")
      .getByRole("button", { name: /^View larger/ })
      .first();
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    const picture = dialog.getByRole("img");
    const box = await picture.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.height ?? 0).toBeLessThanOrEqual((viewport?.height ?? 0) * 0.9 + 1);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test("the lightbox closes with its close button and with a click on the overlay", async ({ page }) => {
    await page.goto("/components/images");
    const trigger = page
      .locator("#image-lightbox-open")
      .getByRole("button", { name: /^View larger/ })
      .first();
    await trigger.click();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await trigger.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // Once focus is inside, the lightbox has finished opening and listens for clicks outside it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null)).toBe(true);
    await page.mouse.click(5, (page.viewportSize()?.height ?? 800) - 5);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the jump menu works from the keyboard: opens, jumps 80 px below the top, highlights, closes with Escape", async ({
    page,
  }) => {
    await page.goto("/components/images");
    const toggle = page.getByRole("button", { name: "Jump to", exact: true });
    const menu = page.getByRole("navigation", { name: "Jump to", exact: true });
    await expect(menu).toBeHidden();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    // SPEC §9: 72 units wide (288 px, less on a narrow phone), at most 70vh tall.
    const box = await menu.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBeLessThanOrEqual(288);
    if ((viewport?.width ?? 0) >= 320 + 32) expect(box?.width).toBe(288);
    expect(box?.height ?? 0).toBeLessThanOrEqual((viewport?.height ?? 0) * 0.7 + 1);
    // Tab from the toggle goes into the open menu, Shift+Tab back to the toggle.
    await page.keyboard.press("Tab");
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Shift+Tab");
    await expect(toggle).toBeFocused();

    // Open the Loading group (a <details>: the browser says whether it is expanded) and choose 'Fallback on
    // error' with the keyboard.
    const expand = menu.locator("summary", { hasText: "Loading: sub-sections" });
    await expand.focus();
    await page.keyboard.press("Enter");
    await expect(expand.locator("xpath=..")).toHaveJSProperty("open", true);
    const link = menu.getByRole("link", { name: "Fallback on error" });
    await link.focus();
    await page.keyboard.press("Enter");
    const section = page.locator("#image-fallback");
    await expect(section).toBeFocused();
    await expect.poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(80);
    await expect(page.locator('[aria-current="location"]').first()).toHaveText("Fallback on error");

    // Escape closes the menu and puts focus back on its toggle.
    if (!(await menu.isVisible())) await toggle.click();
    await menu.getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("without React (the page's scripts blocked) the island alone highlights as the page scrolls, focuses a jump's section and goes back to top", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await context.route("**/assets/**/*.js", (route) => route.abort());
    const page = await context.newPage();
    await page.goto("/components/images");
    // The island starts once the browser is idle, before the menu is touched.
    await expect(page.locator("[data-island=jump-menu][data-island-started]")).toHaveCount(2);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    const toggle = page.getByRole("button", { name: "Jump to", exact: true });
    const menu = page.getByRole("navigation", { name: "Jump to", exact: true });
    await page.evaluate(() => {
      const heading = document.querySelector("#image-caption h3");
      if (heading) window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.22);
    });
    await toggle.click();
    await expect(menu.locator('[aria-current="location"]')).toHaveText("Captions");
    await expect(menu.locator("summary", { hasText: "Content: sub-sections" }).locator("xpath=..")).toHaveJSProperty(
      "open",
      true,
    );
    await menu.locator("summary", { hasText: "Loading: sub-sections" }).click();
    await menu.getByRole("link", { name: "Fallback on error" }).click();
    const section = page.locator("#image-fallback");
    await expect(section).toBeFocused();
    await expect.poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(80);
    // Small screens close the panel after a jump; larger ones keep it.
    if ((page.viewportSize()?.width ?? 0) < 768) {
      await expect(menu).toBeHidden();
      await toggle.click();
    } else await expect(menu).toBeVisible();
    await expect(menu.locator('[aria-current="location"]')).toHaveText("Fallback on error");
    await menu.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("#main-content")).toBeFocused();
    await context.close();
  });

  test("the jump menu highlights the section being read as the page scrolls, and Back to top returns", async ({
    page,
  }) => {
    await page.goto("/components/images");
    await page.getByRole("button", { name: "Jump to", exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Jump to", exact: true });
    await page.evaluate(() => {
      const heading = document.querySelector("#image-caption h3");
      if (heading) window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.22);
    });
    await expect(menu.locator('[aria-current="location"]')).toHaveText("Captions");
    // The group of the section being read opens by itself.
    await expect(menu.locator("summary", { hasText: "Content: sub-sections" }).locator("xpath=..")).toHaveJSProperty(
      "open",
      true,
    );
    await page.evaluate(() => {
      const heading = document.querySelector("#image-hover-zoom h3");
      if (heading) window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.22);
    });
    await expect(menu.locator('[aria-current="location"]')).toHaveText("Hover zoom");
    await menu.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
