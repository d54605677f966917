import { badgeLengthClass } from "#model/ui/badge-length.ts";
import { Badge } from "~/ui/badge";

const samples = ["UX Research", "Interaction Design Basics", "Research operations for six countries at once"];

export function BadgeLength() {
  return (
    <div className="flex flex-col gap-md">
      <ul className="flex flex-col gap-sm">
        {samples.map((text) => (
          <li key={text} className="flex flex-wrap items-center gap-md">
            <span className="w-44 font-mono text-caption text-ink-muted">
              {text.length} chars → {badgeLengthClass(text)}
            </span>
            <Badge variant="subtle">{text}</Badge>
          </li>
        ))}
      </ul>
      <p className="text-caption text-ink-muted">
        Up to 15 characters: short, always shown. Up to 30: medium, hidden below 640 px. Longer: long, hidden below 1024
        px. Resize the window to watch them go.
      </p>
    </div>
  );
}
