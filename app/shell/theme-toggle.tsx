import { Monitor, Moon, Sun } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "../ui/cn";
import { currentThemeChoice, THEME_CHOICES, type ThemeChoice } from "./theme-script";

const LABELS: Record<ThemeChoice, string> = { light: "Light", dark: "Dark", system: "System" };
const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

type ThemeToggleProps = {
  /** The radio group's name; unique on the page (the top bar's and the menu's groups are separate). */
  name: string;
  /** "on-dark" inside the always-dark menu overlay. */
  tone?: "default" | "on-dark";
  className?: string;
};

/**
 * Light / Dark / System as three native radio buttons. Choosing one needs no React:
 * the head script (theme-script.ts) listens for their change events from the
 * first paint on, applies and stores the choice, and keeps every group on the
 * page checked alike. The arrow keys move between the choices as in any radio group.
 */
export function ThemeToggle({ name, tone = "default", className }: ThemeToggleProps) {
  const groupRef = useRef<HTMLFieldSetElement>(null);

  // The pre-rendered radios say System; the head script checks the stored choice once the page has
  // parsed. A group first rendered in the browser (or re-created by React) is checked here instead.
  useEffect(() => {
    const choice = currentThemeChoice();
    for (const input of groupRef.current?.querySelectorAll("input") ?? []) input.checked = input.value === choice;
  }, []);

  return (
    <fieldset
      ref={groupRef}
      data-slot="theme-toggle"
      className={cn(
        "inline-flex shrink-0 items-center rounded-pill border-2 p-0.5",
        tone === "on-dark" ? "border-on-dark text-on-dark" : "border-ink bg-bg-default text-ink",
        className,
      )}
    >
      <legend className="sr-only">Colour theme</legend>
      {THEME_CHOICES.map((choice) => {
        const Icon = ICONS[choice];
        return (
          <label
            key={choice}
            title={`${LABELS[choice]} theme`}
            className={cn(
              "relative inline-flex size-11 cursor-pointer items-center justify-center rounded-pill transition-colors",
              // The radio itself is invisible; its focus ring is drawn on the label.
              "has-focus-visible:outline-3 has-focus-visible:outline-offset-1",
              tone === "on-dark"
                ? "hover:bg-on-dark/15 has-checked:bg-on-dark has-checked:text-on-light has-focus-visible:outline-on-dark"
                : "hover:bg-bg-subtle has-checked:bg-ink has-checked:text-on-ink has-focus-visible:outline-focus",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice}
              defaultChecked={choice === "system"}
              // The head script finds the theme controls by this attribute (THEME_CONTROL_ATTRIBUTE).
              data-theme-choice=""
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-5" strokeWidth={2.25} />
            <span className="sr-only">{LABELS[choice]}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * The same choice as one icon-sized native select, for the top bar of a phone, where three
 * buttons do not fit beside the logo. The select is invisible over the icon of the current
 * choice: a tap opens the system's own picker. The head script handles its change events too.
 */
export function ThemeSelect({ className }: { className?: string }) {
  const selectRef = useRef<HTMLSelectElement>(null);

  // As for the radios: set by the head script in a pre-rendered page, by React in a page it draws.
  useEffect(() => {
    if (selectRef.current) selectRef.current.value = currentThemeChoice();
  }, []);

  return (
    <span
      data-slot="theme-select"
      className={cn(
        "group relative inline-flex size-12 shrink-0 items-center justify-center rounded-pill border-2 border-ink bg-bg-default text-ink transition-colors",
        "hover:bg-bg-subtle has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus",
        className,
      )}
    >
      {/* The icon of the selected option; CSS alone, so it is right before any script. */}
      <Sun aria-hidden="true" className="hidden size-5 group-has-[option[value=light]:checked]:block" strokeWidth={2.25} />
      <Moon aria-hidden="true" className="hidden size-5 group-has-[option[value=dark]:checked]:block" strokeWidth={2.25} />
      <Monitor aria-hidden="true" className="hidden size-5 group-has-[option[value=system]:checked]:block" strokeWidth={2.25} />
      <select
        ref={selectRef}
        aria-label="Colour theme"
        defaultValue="system"
        data-theme-choice=""
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-pill opacity-0"
      >
        {THEME_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {LABELS[choice]}
          </option>
        ))}
      </select>
    </span>
  );
}
