import type { Value } from "#model/content/value.ts";
import { cn } from "~/ui/cn";
import { Image } from "~/ui/image";
import { Section } from "~/ui/section";

export const VALUES_SECTION_ID = "values-philosophy";

/** SPEC §2 Values & Philosophy: four blocks, image and text alternating sides, each image with a caption badge. */
export function ValuesPhilosophy({ values, ids }: { values: readonly Value[]; ids: readonly string[] }) {
  return (
    <Section
      id={VALUES_SECTION_ID}
      titleId="values-philosophy-title"
      title="Values & Philosophy"
      highlight="Philosophy"
      emoji="🧭"
      background="subtle"
      intro="15+ years of research taught me that good work is mostly good habits: listen before you decide, make the messy parts visible, and leave every team a little more capable than you found it."
    >
      <ol className="flex flex-col gap-section">
        {values.map((value, index) => (
          <li
            key={value.title}
            id={ids[index]}
            aria-labelledby={`${ids[index]}-title`}
            className={cn(
              "grid scroll-mt-20 items-center gap-lg md:grid-cols-2 md:gap-xl",
              index % 2 === 1 && "md:[&>:first-child]:order-2",
            )}
          >
            <Image
              src={value.image}
              alt=""
              aspectRatio="4/3"
              widthPreset="full"
              loading="lazy"
              badges={[
                {
                  position: "top-left",
                  variant: "highlight",
                  content: (
                    <>
                      <span aria-hidden="true">{value.emoji}</span> {value.subtitle}
                    </>
                  ),
                },
              ]}
            />
            <div className="flex flex-col gap-sm">
              <p className="text-caption font-semibold tracking-widest text-ink-muted uppercase">
                {String(index + 1).padStart(2, "0")} · {value.subtitle}
              </p>
              <h3 id={`${ids[index]}-title`} className="type-h3 text-balance">
                {value.title}
              </h3>
              <p className="text-body3 text-pretty md:text-body2">{value.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
