import { EmojiList } from "~/ui/emoji-list";

export function EmojiListTemplates() {
  return (
    <EmojiList
      items={[
        { emoji: "📄", content: "Google Docs templates: research plans, interview guides, documentation" },
        { emoji: "📊", content: "Google Slides templates: decks that turn research into a story" },
        { emoji: "🗂️", content: "Notion templates: personal workspace setups" },
      ]}
    />
  );
}
