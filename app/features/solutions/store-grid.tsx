import { formatPrice } from "../../../model/store-filter";
import type { StoreItem } from "../../../model/store-item";
import { storeThumbnailUrl } from "../../../model/store-order";
import { ContentCard } from "~/ui/content-card";

/** SPEC §9: six skeleton cards while the store loads. */
export const STORE_SKELETON_COUNT = 6;

const gridClasses = "grid grid-cols-1 gap-lg sm:grid-cols-2 lg:grid-cols-3";

/** Stand-ins shaped like store cards, so the grid does not jump when the items arrive. */
export function StoreSkeleton() {
  return (
    <div role="status" aria-label="Loading templates" data-testid="store-skeleton" className={gridClasses}>
      {Array.from({ length: STORE_SKELETON_COUNT }, (_, index) => (
        <div
          key={index}
          data-slot="store-skeleton-card"
          className="flex flex-col overflow-hidden rounded-card border-2 border-border-soft bg-bg-default motion-safe:animate-pulse"
        >
          <div className="aspect-[16/10] bg-bg-subtle" />
          <div className="flex flex-col gap-sm p-md">
            <div className="h-5 w-2/3 rounded-sm bg-bg-subtle" />
            <div className="h-4 w-full rounded-sm bg-bg-subtle" />
            <div className="h-4 w-1/3 rounded-sm bg-bg-subtle" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * SPEC §2 store grid: 1, 2 or 3 columns by screen size; each template shows its
 * thumbnail (or the placeholder), '$'+Price, Type and Topic, and links to its
 * page on the external payment store in a new tab.
 */
export function StoreGrid({ items }: { items: readonly StoreItem[] }) {
  return (
    <ul data-testid="store-grid" className={gridClasses}>
      {items.map((item) => (
        <li key={`${item["Item Name"]}-${item["Store URL"]}`} data-slot="store-item" className="scroll-mt-20">
          <ContentCard
            title={item["Item Name"]}
            description={item["Intro (Short)"]}
            price={formatPrice(item["Price (USD)"])}
            image={{ src: storeThumbnailUrl(item), alt: "" }}
            badges={[
              ...(item.Type ? [{ text: item.Type }] : []),
              ...(item.Topic ? [{ text: item.Topic }] : []),
            ]}
            action={{ type: "external", url: item["Store URL"], label: "Get it on the store" }}
            headingLevel={3}
          />
        </li>
      ))}
    </ul>
  );
}
