import { BookOpen, Briefcase, ChevronDown, Mail, Mic, Sparkles } from "lucide-react";
import { Button } from "~/ui/button";
import { FloatingPopover } from "~/ui/floating-popover";
import { type PopoverMenuItem, PopoverMenu } from "~/ui/popover-menu";

const items: PopoverMenuItem[] = [
  {
    id: "experiences",
    label: "Experiences",
    icon: <Briefcase className="size-4" />,
    href: "/experiences",
    subItems: [{ id: "values", label: "Values & Philosophy", href: "/experiences#values-philosophy" }],
  },
  { id: "solutions", label: "Solutions", icon: <Sparkles className="size-4" />, href: "/solutions" },
  { id: "insights", label: "Insights", icon: <Mic className="size-4" />, href: "/insights" },
  {
    id: "writing",
    label: "Long-form writing",
    icon: <BookOpen className="size-4" />,
    href: "https://medium.com/@sekar-wulandari-example",
  },
  { id: "contact", label: "Contact", icon: <Mail className="size-4" />, href: "/contact" },
];

/** A button that opens a menu of links in a popover; choosing one navigates and closes it. */
export function PopoverMenuButton() {
  return (
    <FloatingPopover
      position="inline"
      title="Go to"
      align="start"
      trigger={
        <Button variant="secondary" icon={<ChevronDown aria-hidden="true" className="size-4" />} iconPosition="end">
          Go to
        </Button>
      }
    >
      <PopoverMenu items={items} label="Go to" />
    </FloatingPopover>
  );
}
