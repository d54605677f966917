import {
  type TalkFilter,
  TALK_FILTER_PARAMS,
  changedFilterCount,
  emptyTalkFilter,
  initialTalkFilter,
  talkCardDelay,
  talkCountText,
  talkFilterFromQuery,
  talkFilterOf,
  talkMatches,
  unappliedChangesLabel,
  withTalkFilterQuery,
} from "#model/content/talk-filter.ts";
import {
  filterFormParts,
  markStarted,
  replaceQuery,
  showBadge,
  showPanelCount,
  tickedValues,
  wireFilterForm,
} from "./filter-form";
import type { Island } from "./island";

/**
 * The talk filter on /insights (SPEC §4 "Talks filter"), an island over the list the server drew
 * (app/features/insights/insights-screen.tsx): a popover with a form of checkbox chips, the count
 * line, the empty state and every talk card, those the filter leaves out hidden. The chips toggle
 * by themselves; this code counts what they would show and what is unapplied, filters the cards in
 * place on Apply (and keeps the filter in the address), empties everything on Clear, restores the
 * start on 'Clear all filters', and moves focus as the React panel did: into the panel when it
 * opens, back to the filter button when what had focus goes away. A filter in the address that the
 * page was not drawn with (a pre-rendered page) is applied when it starts.
 */

type Card = { element: HTMLElement; talk: { language: string; topics: string[] } };

function readCard(element: HTMLElement): Card {
  let topics: unknown;
  try {
    topics = JSON.parse(element.dataset.topics ?? "[]");
  } catch {
    topics = [];
  }
  return {
    element,
    talk: { language: element.dataset.language ?? "", topics: Array.isArray(topics) ? topics.map(String) : [] },
  };
}

export const start: Island["start"] = (root) => {
  const parts = filterFormParts(root);
  const status = root.querySelector<HTMLElement>('[data-slot="talk-grid-status"]');
  const frame = root.querySelector<HTMLElement>('[data-slot="talk-grid-empty"]');
  const emptyText = root.querySelector<HTMLTemplateElement>('template[data-slot="talk-grid-empty-text"]');
  const list = root.querySelector<HTMLElement>('[data-slot="talk-grid"]');
  if (!parts || !status || !frame || !emptyText || !list) return;
  const { trigger, boxes } = parts;
  const countLine = root.querySelector<HTMLElement>('[data-slot="talk-count"]');
  const clearAll = root.querySelector<HTMLElement>('[data-action="clear-all"]');
  const cards = Array.from(root.querySelectorAll<HTMLElement>('[data-slot="talk-card"]'), readCard);

  const filterOf = (checked: (box: HTMLInputElement) => boolean): TalkFilter =>
    talkFilterOf({
      languages: tickedValues(boxes, TALK_FILTER_PARAMS.languages, checked),
      topics: tickedValues(boxes, TALK_FILTER_PARAMS.topics, checked),
    });
  const selection = () => filterOf((box) => box.checked);
  const chosenIn = (filter: TalkFilter, box: HTMLInputElement) =>
    (box.name === TALK_FILTER_PARAMS.languages
      ? (filter.languages as readonly string[])
      : (filter.topics as readonly string[])
    ).includes(box.value);
  const shownBy = (filter: TalkFilter) => cards.filter((card) => talkMatches(card.talk, filter));

  // What the page was drawn with: the boxes ticked in its markup.
  let applied = filterOf((box) => box.defaultChecked);

  /** The badge, the filter button's name and the panel's 'N of M' follow the chips. */
  const showSelection = () => {
    const selected = selection();
    const changed = changedFilterCount(selected, applied);
    showBadge(parts, changed, unappliedChangesLabel(changed));
    showPanelCount(parts, shownBy(selected).length, cards.length);
  };

  /** The cards, the count line and the empty state follow the applied filter. */
  const showApplied = () => {
    let shown = 0;
    for (const { element, talk } of cards) {
      const show = talkMatches(talk, applied);
      element.hidden = !show;
      // Shown cards fade in one after another, counted among the shown ones (SPEC §9).
      if (show) element.style.animationDelay = talkCardDelay(shown++);
    }
    const empty = shown === 0;
    list.hidden = empty;
    if (countLine) countLine.textContent = talkCountText(shown, cards.length);
    if (empty !== frame.hasAttribute("data-empty")) {
      frame.toggleAttribute("data-empty", empty);
      // New words in a live region that was already there, so they are read out.
      const source = emptyText.content.hasChildNodes() ? emptyText.content : emptyText;
      status.replaceChildren(...(empty ? Array.from(source.childNodes, (node) => node.cloneNode(true)) : []));
      if (clearAll) clearAll.hidden = !empty;
    }
  };

  const apply = (filter: TalkFilter) => {
    applied = filter;
    showApplied();
    showSelection();
    replaceQuery((params) => withTalkFilterQuery(params, applied));
  };

  const tick = (filter: TalkFilter) => {
    for (const box of boxes) box.checked = chosenIn(filter, box);
  };

  wireFilterForm(parts, {
    onChange: showSelection,
    onApply: () => apply(selection()),
    onClear: () => {
      tick(emptyTalkFilter);
      apply(emptyTalkFilter);
    },
  });
  clearAll?.addEventListener("click", (event) => {
    // Its form asks the server for the unfiltered page only where no code runs.
    event.preventDefault();
    tick(initialTalkFilter);
    apply(initialTalkFilter);
    // The button goes away with the empty state; the filter button is where the visitor goes next.
    trigger.focus();
  });

  const asked = talkFilterFromQuery(new URLSearchParams(location.search));
  if (asked && changedFilterCount(asked, applied) > 0) {
    // A page drawn without the address's filter: the boxes the visitor has not touched yet follow it.
    for (const box of boxes) if (box.checked === box.defaultChecked) box.checked = chosenIn(asked, box);
    applied = asked;
  }
  showApplied();
  showSelection();
  markStarted(root);
};
