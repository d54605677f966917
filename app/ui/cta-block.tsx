import { cva } from "class-variance-authority";
import { Send } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "./button";
import { SafeLink } from "./safe-link";
import { cn } from "./cn";
import { Image, type ImageBadge } from "./image";

/** SPEC shared building blocks: the call-to-action backgrounds. */
export const ctaBackgrounds = [
  "default",
  "rich-cyan",
  "rich-magenta",
  "dark-primary",
  "dark-cyan",
  "dark-teal",
] as const;
export type CtaBackground = (typeof ctaBackgrounds)[number];

export const ctaBlockVariants = cva(
  // SPEC §9 card padding: CTA 24 / 32 / 48 px on mobile / tablet / desktop.
  "grid items-center gap-lg rounded-card border-2 border-ink p-lg md:gap-xl md:p-xl lg:p-section",
  {
    variants: {
      background: {
        default: "bg-bg-default text-ink",
        "rich-cyan": "bg-bg-rich-cyan text-on-dark",
        "rich-magenta": "bg-bg-rich-magenta text-on-dark",
        "dark-primary": "bg-bg-dark-primary text-on-dark",
        "dark-cyan": "bg-bg-dark-cyan text-on-dark",
        "dark-teal": "bg-bg-dark-teal text-on-dark",
      } satisfies Record<CtaBackground, string>,
      withImage: {
        true: "md:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)]",
        false: "",
      },
    },
    defaultVariants: { background: "default", withImage: false },
  },
);

/** SPEC §3 CTA card button: text, icon, variant; a link when it has an href. */
export type CtaButton = {
  text: string;
  icon?: ReactNode;
  variant?: "primary" | "secondary";
  href?: string;
  onClick?: () => void;
};

/** SPEC §3 CTA card form (type email-subscribe) and §5: a required e-mail field, cleared after submit. */
export type CtaForm = {
  placeholder?: string;
  buttonText: string;
  /** The field's label for screen readers; 'Email address' by default. */
  label?: string;
  /** Receives the typed address; where it goes is the page's business. */
  onSubmit: (email: string) => void;
};

export type CtaImage = { src: string; alt: string; badges?: readonly { emoji?: string; text: string }[] };

type CtaBlockProps = {
  title: ReactNode;
  description?: ReactNode;
  background?: CtaBackground;
  buttons?: readonly CtaButton[];
  form?: CtaForm;
  image?: CtaImage;
  headingLevel?: 2 | 3 | 4;
  /** Id of the heading, so the block can name a landmark around it. */
  titleId?: string;
  className?: string;
};

/** Badges take the image's corners in this order (SPEC guidance: 1-2 badges per image). */
const badgeCorners = ["top-left", "bottom-right", "top-right", "bottom-left"] as const;

function imageBadges(badges: CtaImage["badges"] = []): ImageBadge[] {
  return badges.slice(0, badgeCorners.length).map((badge, index) => ({
    content: badge.emoji ? (
      <>
        <span aria-hidden="true">{badge.emoji}</span> {badge.text}
      </>
    ) : (
      badge.text
    ),
    position: badgeCorners[index] ?? "top-left",
  }));
}

function EmailForm({ form, onDark }: { form: CtaForm; onDark: boolean }) {
  const [email, setEmail] = useState("");
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The browser has already checked the field: required, type=email (SPEC §5).
    form.onSubmit(email);
    setEmail("");
  }

  return (
    <form
      data-slot="cta-form"
      onSubmit={handleSubmit}
      className="flex w-full max-w-[32rem] flex-col gap-sm sm:flex-row"
    >
      <label htmlFor={inputId} className="sr-only">
        {form.label ?? "Email address"}
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        required
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        placeholder={form.placeholder}
        className={cn(
          "min-h-11 w-full min-w-0 flex-1 rounded-pill border-2 bg-white px-md text-body3 text-ink placeholder:text-ink-muted dark:bg-bg-default",
          onDark ? "border-on-dark focus-visible:outline-on-dark" : "border-ink",
        )}
      />
      <Button
        type="submit"
        variant={onDark ? "on-dark" : "primary"}
        icon={<Send aria-hidden="true" className="size-4" />}
      >
        {form.buttonText}
      </Button>
    </form>
  );
}

/**
 * A call-to-action block (SPEC shared building blocks): title, description,
 * buttons, an optional e-mail form and an optional image with badges, on one of
 * six backgrounds, with 24 / 32 / 48 px padding across screen sizes.
 */
export function CtaBlock({
  title,
  description,
  background = "default",
  buttons = [],
  form,
  image,
  headingLevel = 2,
  titleId,
  className,
}: CtaBlockProps) {
  const onDark = background !== "default";
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="cta-block"
      data-background={background}
      className={cn(ctaBlockVariants({ background, withImage: Boolean(image) }), className)}
    >
      <div className="flex min-w-0 flex-col items-start gap-md">
        <Heading id={titleId} className={cn(headingLevel === 2 ? "type-h2" : "type-h3", "text-balance")}>
          {title}
        </Heading>
        {description ? (
          <div
            className={cn(
              "max-w-2xl text-body3 text-pretty md:text-body2",
              onDark ? "text-on-dark-muted" : "text-ink-muted",
            )}
          >
            {description}
          </div>
        ) : null}
        {buttons.length > 0 ? (
          <div className="flex flex-wrap gap-sm pt-xs">
            {buttons.map((button) => {
              // On a dark background the primary button turns light and the second one soft, so both read.
              const variant = onDark
                ? button.variant === "secondary"
                  ? "tertiary"
                  : "on-dark"
                : (button.variant ?? "primary");
              return button.href ? (
                <Button asChild key={button.text} variant={variant} icon={button.icon} onClick={button.onClick}>
                  <SafeLink href={button.href}>{button.text}</SafeLink>
                </Button>
              ) : (
                <Button key={button.text} variant={variant} icon={button.icon} onClick={button.onClick}>
                  {button.text}
                </Button>
              );
            })}
          </div>
        ) : null}
        {form ? <EmailForm form={form} onDark={onDark} /> : null}
      </div>
      {image ? (
        <div data-slot="cta-image" className="min-w-0">
          <Image src={image.src} alt={image.alt} aspectRatio="4/3" badges={imageBadges(image.badges)} loading="lazy" />
        </div>
      ) : null}
    </div>
  );
}
