import { type SpacingToken, spacingTokens } from "~/ui/stack";
import { useComputedStyle } from "./use-measure";

const specPx: Record<SpacingToken, number> = { xs: 4, sm: 8, md: 16, lg: 24, xl: 32, section: 48 };

// Static class names, so Tailwind generates each one.
const barWidth: Record<SpacingToken, string> = {
  xs: "w-xs",
  sm: "w-sm",
  md: "w-md",
  lg: "w-lg",
  xl: "w-xl",
  section: "w-section",
};

function TokenRow({ token }: { token: SpacingToken }) {
  const [ref, width] = useComputedStyle<HTMLSpanElement>("width");
  return (
    <li className="grid grid-cols-[5.5rem_4rem_1fr] items-center gap-md sm:grid-cols-[7rem_5rem_8rem_1fr]">
      <code className="font-mono text-body3 font-semibold">{token}</code>
      <span className="font-mono text-caption text-ink-muted">{specPx[token]} px</span>
      <span className="hidden font-mono text-caption text-ink-muted sm:inline" data-testid={`measured-${token}`}>
        now {width || "…"}
      </span>
      <span ref={ref} aria-hidden="true" className={`${barWidth[token]} h-md rounded-sm bg-bg-rich-cyan`} />
    </li>
  );
}

export function StackTokens() {
  return (
    <ul className="flex flex-col gap-sm">
      {spacingTokens.map((token) => (
        <TokenRow key={token} token={token} />
      ))}
    </ul>
  );
}
