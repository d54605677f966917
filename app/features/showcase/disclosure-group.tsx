import { ChevronDown } from "lucide-react";
import { Disclosure } from "~/ui/disclosure";

const parts = [
  {
    id: "demo-disclosure-what",
    summary: "What is it made of?",
    text: "A <details> and its <summary>: the browser opens and closes it, with or without the page's script.",
  },
  {
    id: "demo-disclosure-group",
    summary: "How does a group keep one open?",
    text: "Every <details> of the group shares a name, and the browser closes the others.",
  },
  {
    id: "demo-disclosure-motion",
    summary: "Where does the animation come from?",
    text: "CSS alone: the content's height moves to auto, and not at all under reduced motion.",
  },
];

/** The bare primitive every expandable thing is built on: an exclusive group of three. */
export function DisclosureGroup() {
  return (
    <Disclosure.Group exclusive className="flex max-w-3xl flex-col divide-y-2 divide-border-soft">
      {parts.map((part) => (
        <Disclosure.Root key={part.id}>
          <Disclosure.Trigger className="flex min-h-11 items-center justify-between gap-sm py-sm text-body3 font-semibold">
            {part.summary}
            <ChevronDown
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform duration-300 group-open/disclosure:rotate-180 motion-reduce:transition-none"
            />
          </Disclosure.Trigger>
          <Disclosure.Content className="pb-md text-body3">{part.text}</Disclosure.Content>
        </Disclosure.Root>
      ))}
    </Disclosure.Group>
  );
}
