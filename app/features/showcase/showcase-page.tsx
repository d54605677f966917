import { type ShowcaseSlug, requireShowcasePage, showcaseNames } from "#model/pages/showcase-pages.ts";
import { MAIN_CONTENT_ID } from "~/shell/skip-link";
import { Breadcrumb } from "~/ui/breadcrumb";
import { JumpMenu } from "~/ui/jump-menu";
import { PageHero } from "~/ui/page-hero";
import { Toaster, ToasterMarkup } from "~/ui/toaster";
import { DemoSection } from "./demo-section";
import { showcaseBlocks, showcaseJumpEntries } from "./outline";
import type { ShowcaseSection } from "./showcase-section";
import { ShowcaseDoodle } from "./showcase-doodle";

type ShowcasePageProps = {
  slug: ShowcaseSlug;
  /** The page's demo sections (pages/<slug>.ts), imported by the page's route so it loads no other page's demos. */
  sections: readonly ShowcaseSection[];
};

/** The pages whose React demos raise toasts: the copy buttons and the toaster demo. */
const pagesWithToasts: ReadonlySet<ShowcaseSlug> = new Set(["buttons"]);
/** The pages whose islands raise toasts (ToasterMarkup): the contact cards' copy action (app/islands/copy-text.ts). */
const pagesWithIslandToasts: ReadonlySet<ShowcaseSlug> = new Set(["collapsible"]);

/**
 * The layout every /components/<slug> page shares (SPEC "Components pages"):
 * breadcrumb, hero header, then the page's demo sections; the images page also has a
 * floating jump-to table of contents.
 */
export function ShowcasePage({ slug, sections }: ShowcasePageProps) {
  const name = showcaseNames[slug];
  // The page's one-line summary doubles as its hero subtitle.
  const description = requireShowcasePage(`/components/${slug}`).description;
  const blocks = showcaseBlocks(slug, sections);
  return (
    <div data-slot="showcase-page" data-showcase={slug}>
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
        illustration={<ShowcaseDoodle slug={slug} demoCount={sections.length} />}
        className="pb-xl md:pb-section"
      />
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-section px-md pb-section md:px-xl">
        {blocks.map((block) =>
          block.kind === "section" ? (
            <DemoSection key={block.section.id} {...block.section} />
          ) : (
            <section
              key={block.id}
              id={block.id}
              aria-labelledby={`${block.id}-title`}
              data-slot="demo-group"
              className="flex scroll-mt-20 flex-col gap-section"
            >
              <h2 id={`${block.id}-title`} className="border-b-2 border-ink pb-sm type-h2 text-balance">
                {block.title}
              </h2>
              {block.sections.map((section) => (
                <DemoSection key={section.id} {...section} headingLevel={3} />
              ))}
            </section>
          ),
        )}
      </div>
      {slug === "images" ? (
        <JumpMenu entries={showcaseJumpEntries(slug, sections)} label="Jump to" topTargetId={MAIN_CONTENT_ID} />
      ) : null}
      {pagesWithToasts.has(slug) ? <Toaster /> : null}
      {pagesWithIslandToasts.has(slug) ? <ToasterMarkup /> : null}
    </div>
  );
}
