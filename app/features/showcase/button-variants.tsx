import { Button } from "../../ui/button";

const variants = ["primary", "secondary", "tertiary", "destructive", "ghost", "link"] as const;

export function ButtonVariants() {
  return (
    <div className="flex flex-wrap items-center gap-md">
      {variants.map((variant) => (
        <Button key={variant} variant={variant} className="capitalize">
          {variant}
        </Button>
      ))}
    </div>
  );
}
