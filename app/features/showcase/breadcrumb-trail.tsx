import { Breadcrumb } from "~/ui/breadcrumb";

export function BreadcrumbTrail() {
  return (
    <div className="flex flex-col gap-md">
      <Breadcrumb
        separator=">"
        label="Example trail: a showcase page"
        entries={[{ label: "Home", href: "/" }, { label: "Components", href: "/components" }, { label: "Content" }]}
      />
      <Breadcrumb
        label="Example trail: a guide page"
        entries={[
          { label: "Home", href: "/" },
          { label: "Inspirations", href: "/inspirations" },
          { label: "Coffee gear" },
        ]}
      />
    </div>
  );
}
