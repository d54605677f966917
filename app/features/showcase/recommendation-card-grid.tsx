import { Headphones } from "lucide-react";
import { RecommendationCard } from "~/blocks/recommendation-card";

/** Recommendation cards: an image, an icon, and an image that fails and falls back to its icon. */
export function RecommendationCardGrid() {
  return (
    <ul className="grid gap-md sm:grid-cols-2 lg:grid-cols-3">
      <li>
        <RecommendationCard
          title="Gooseneck kettle"
          media={{
            type: "image",
            src: "/assets/inspirations/gooseneck-kettle.svg",
            alt: "A matte black gooseneck kettle",
          }}
          badges={["Product", "⭐ Featured"]}
          notes={
            "The kettle is the one thing to buy first: a **steady, thin pour** matters more than the grinder.\n\n- Holds temperature for a second cup\n- Quiet enough for early calls"
          }
          links={{
            official: [{ label: "Seduh Studio store", url: "https://seduh-studio.example/kettle" }],
            regional: [
              {
                region: "Indonesia",
                links: [
                  { label: "Tokopedia", url: "https://www.tokopedia.example/seduh/kettle" },
                  { label: "Shopee", url: "https://shopee.example/seduh-kettle" },
                ],
              },
              { region: "Singapore", links: [{ label: "Lazada", url: "https://www.lazada.example/seduh-kettle" }] },
            ],
            other: [{ label: "Long-term review", url: "https://medium.com/@sekar-wulandari-example/kettle" }],
          }}
          referralCode="SEKAR10"
        />
      </li>
      <li>
        <RecommendationCard
          title="Noise-cancelling headphones"
          media={{ type: "icon", src: "/assets/category-icons/audio.svg", alt: "", bgColor: "hsl(262 80% 94%)" }}
          badges={["Product"]}
          notes="For open offices and long flights. I turn noise cancelling **off** in interviews so I hear the room."
          links={{ official: [{ label: "Official store", url: "https://audio.example/anc" }] }}
        />
      </li>
      <li>
        <RecommendationCard
          title="Offline maps app"
          media={{
            type: "image",
            src: "/assets/inspirations/this-file-does-not-exist.svg",
            alt: "Offline maps app",
            fallbackIcon: <Headphones aria-hidden="true" className="size-10" />,
            bgColor: "hsl(190 60% 90%)",
          }}
          badges={["Service"]}
          notes="The image link is broken on purpose: the card keeps its shape and shows the fallback icon."
          links={{ other: [{ label: "App page", url: "https://maps.example/offline" }] }}
          referralCode="FIELDWORK"
        />
      </li>
    </ul>
  );
}
