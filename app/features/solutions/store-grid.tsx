import { formatPrice, storeItemMatches } from "#model/content/store-filter.ts";
import type { StoreItem } from "#model/content/store-item.ts";
import { storeThumbnailUrl } from "#model/content/store-order.ts";
import { ContentCard } from "~/ui/content-card";

/**
 * SPEC §2 store grid: 1, 2 or 3 columns by screen size; each template shows its
 * thumbnail (or the placeholder), '$'+Price, Type and Topic, and links to its
 * page on the external payment store in a new tab. Every item is in the page;
 * those the selected chips leave out are hidden, so the store filter's island
 * (app/islands/store-filter.ts) filters in place, reading each item's Type and
 * Topic from its data attributes.
 */
export function StoreGrid({ items, selected }: { items: readonly StoreItem[]; selected: readonly string[] }) {
  return (
    <ul
      data-testid="store-grid"
      data-slot="store-grid"
      className="grid grid-cols-1 gap-lg sm:grid-cols-2 lg:grid-cols-3"
    >
      {items.map((item) => (
        <li
          key={`${item["Item Name"]}-${item["Store URL"]}`}
          data-slot="store-item"
          data-type={item.Type}
          data-topic={item.Topic}
          hidden={!storeItemMatches(item, selected)}
          className="scroll-mt-20"
        >
          <ContentCard
            title={item["Item Name"]}
            description={item["Intro (Short)"]}
            price={formatPrice(item["Price (USD)"])}
            image={{ src: storeThumbnailUrl(item), alt: "" }}
            badges={[...(item.Type ? [{ text: item.Type }] : []), ...(item.Topic ? [{ text: item.Topic }] : [])]}
            action={{ type: "external", url: item["Store URL"], label: "Get it on the store" }}
            headingLevel={3}
          />
        </li>
      ))}
    </ul>
  );
}
