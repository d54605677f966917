import { ExpandableCard, ExpandableCardGroup } from "~/blocks/expandable-card";
import { useHashDisclosure } from "~/ui/disclosure";
import { CONTACT_HASH_IDS, contactCategories } from "./contact-categories";

/**
 * SPEC §2 Contact: the four accordion cards, one open at a time, opened by '#id' links. The page
 * runs no app JavaScript: the browser opens and closes them and follows '#id' (on arrival and on
 * the page), the arrow keys between them are an island. useHashDisclosure serves a visit within
 * the app from a page that runs it.
 */
export function ContactCards() {
  useHashDisclosure(CONTACT_HASH_IDS);
  return (
    <ExpandableCardGroup keysFromIsland>
      {contactCategories.map((category) => (
        <ExpandableCard
          key={category.id}
          id={category.id}
          variant="contact"
          headingLevel={3}
          emoji={category.emoji}
          title={category.title}
          description={category.description}
          email={category.email}
        />
      ))}
    </ExpandableCardGroup>
  );
}
