import { Section } from "~/ui/section";

const backgrounds = ["default", "subtle", "accent"] as const;

export function SectionBackgrounds() {
  return (
    <div className="flex flex-col gap-md">
      {backgrounds.map((background) => (
        <Section
          key={background}
          background={background}
          titleId={`section-backgrounds-${background}`}
          title={`background="${background}"`}
          intro="Sections stack down the page; the background tells one part from the next."
          className="rounded-card border-2 border-ink py-lg"
        />
      ))}
    </div>
  );
}
