import { Laptop } from "lucide-react";
import { builtInCaseStudies } from "#content/built-in-case-studies.ts";
import { talks } from "#content/talks.ts";
import { languageBadge } from "#model/content/talk-filter.ts";
import { ContentCard } from "~/ui/content-card";
import { DemoLabel } from "./demo-label";

const caseStudies = builtInCaseStudies.slice(0, 2);
const insights = talks.slice(0, 3);

const categories = [
  {
    title: "Coffee at home",
    iconUrl: "/assets/category-icons/coffee-gear.svg",
    bgColor: "hsl(32 70% 90%)",
    iconColor: "hsl(24 60% 28%)",
    itemCount: 5,
    slug: "coffee-gear",
  },
  {
    title: "Listening while I work",
    iconUrl: "/assets/category-icons/audio.svg",
    bgColor: "hsl(262 80% 94%)",
    iconColor: "hsl(262 52% 38%)",
    itemCount: 4,
    slug: "listening",
  },
  {
    title: "Home office that works",
    icon: <Laptop className="size-8" />,
    bgColor: "hsl(190 60% 90%)",
    iconColor: "hsl(190 80% 22%)",
    itemCount: 1,
    slug: "work-setup",
  },
];

/** Horizontal case studies, vertical insights and icon categories. */
export function ContentCardLayouts() {
  return (
    <div className="flex flex-col gap-xl">
      <div className="flex flex-col gap-sm">
        <DemoLabel>horizontal: case study, external action</DemoLabel>
        <ul className="grid gap-md lg:grid-cols-2">
          {caseStudies.map((caseStudy) => (
            <li key={caseStudy.slug}>
              <ContentCard
                orientation="horizontal"
                title={caseStudy.title}
                description="Read the whole story, or the [summary on my blog](https://medium.com/@sekar-wulandari-example) first."
                image={{ src: caseStudy.thumbnail ?? "/placeholder.svg", alt: "" }}
                badges={caseStudy.tags.map((text) => ({ text }))}
                action={{ type: "external", url: caseStudy.url, label: "Read the case study" }}
              />
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-sm">
        <DemoLabel>vertical: insight, with a price on the last one</DemoLabel>
        <ul className="grid gap-md sm:grid-cols-2 lg:grid-cols-3">
          {insights.map((talk, index) => (
            <li key={talk.id}>
              <ContentCard
                title={talk.title}
                image={{ src: talk.image, alt: "" }}
                badges={[{ text: languageBadge(talk) }, ...talk.topics.slice(0, 1).map((text) => ({ text }))]}
                price={index === insights.length - 1 ? "$0" : undefined}
                action={{ type: "external", url: talk.url, label: "Watch" }}
              />
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-sm">
        <DemoLabel>icon category: colours and item count, internal action</DemoLabel>
        <ul className="grid gap-md sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.slug}>
              <ContentCard
                size="sm"
                title={category.title}
                icon={{
                  iconUrl: category.iconUrl,
                  icon: category.icon,
                  bgColor: category.bgColor,
                  iconColor: category.iconColor,
                  itemCount: category.itemCount,
                }}
                action={{ type: "internal", url: `/inspirations/guide/${category.slug}` }}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
