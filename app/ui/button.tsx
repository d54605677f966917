import { type VariantProps, cva } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "./cn";

export const buttonVariants = cva(
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-sm rounded-pill border-2 font-semibold whitespace-nowrap transition-[background-color,color,border-color,transform] duration-150 select-none disabled:cursor-not-allowed disabled:opacity-60 motion-safe:active:translate-y-px",
  {
    variants: {
      variant: {
        primary: "border-primary bg-primary text-on-primary hover:border-primary-hover hover:bg-primary-hover",
        secondary: "border-ink bg-transparent text-ink hover:bg-ink hover:text-bg-default",
        tertiary: "border-transparent bg-bg-subtle text-ink hover:border-ink",
        destructive: "border-danger bg-danger text-on-dark hover:bg-[#8f1c13]",
        ghost: "border-transparent bg-transparent text-ink hover:bg-bg-subtle",
        link: "min-h-0 min-w-0 rounded-none border-transparent px-0 text-link underline underline-offset-4 hover:decoration-2",
        "on-dark": "border-on-dark bg-on-dark text-ink hover:bg-bg-subtle",
      },
      size: {
        sm: "px-md py-xs text-caption",
        md: "px-lg py-sm text-body3",
        lg: "px-xl py-md text-body3 md:text-[1.125rem]",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

type ButtonProps = ComponentProps<"button"> & ButtonVariantProps & { icon?: ReactNode };

export function Button({ className, variant, size, icon, children, type = "button", ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {icon}
      {children}
    </button>
  );
}

type ButtonLinkProps = Omit<ComponentProps<"a">, "href"> &
  ButtonVariantProps & {
    href: string;
    icon?: ReactNode;
    /** Force a full page load instead of client-side navigation (SPEC: Home 'Learn More'). */
    reloadDocument?: boolean;
  };

/** True for links that leave the site: they open in a new tab with no opener (SPEC §7). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

export function ButtonLink({ className, variant, size, icon, children, href, reloadDocument, ...props }: ButtonLinkProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (isExternalHref(href)) {
    return (
      <a data-slot="button" href={href} target="_blank" rel="noopener noreferrer" className={classes} {...props}>
        {icon}
        {children}
      </a>
    );
  }
  if (href.startsWith("#")) {
    return (
      <a data-slot="button" href={href} className={classes} {...props}>
        {icon}
        {children}
      </a>
    );
  }
  return (
    <Link data-slot="button" to={href} reloadDocument={reloadDocument} className={classes} {...props}>
      {icon}
      {children}
    </Link>
  );
}
