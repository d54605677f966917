import { ownEntry } from "../security/own-entry";
/**
 * The filter panel's chips (SPEC §2 Solutions and Insights, the floating-popover
 * demo): groups of options and the values chosen in each. What a click, 'Clear'
 * and 'Apply Filters' do is each page's own rule; these helpers only count.
 */
export type FilterGroupShape = { id: string; options: readonly { value: string }[] };
export type FilterSelection = Readonly<Record<string, readonly string[]>>;

/** 'N of M', the panel's count line (SPEC §2 Solutions). */
export function filterCountText(shown: number, total: number): string {
  return `${shown} of ${total}`;
}

function chosenOptions(groups: readonly FilterGroupShape[], selection: FilterSelection): number {
  return groups.reduce((sum, group) => {
    const chosen = ownEntry(selection, group.id) ?? [];
    return sum + group.options.filter((option) => chosen.includes(option.value)).length;
  }, 0);
}

/** How many chips are on (SPEC §2 Solutions: 'A badge shows the number of selected chips'). */
export function countSelected(groups: readonly FilterGroupShape[], selection: FilterSelection): number {
  return chosenOptions(groups, selection);
}

/** How many chips are off (SPEC "Components pages": the demo's badge counts unselected filters). */
export function countUnselected(groups: readonly FilterGroupShape[], selection: FilterSelection): number {
  const all = groups.reduce((sum, group) => sum + group.options.length, 0);
  return all - chosenOptions(groups, selection);
}

/** Every chip of every group on. */
export function selectAll(groups: readonly FilterGroupShape[]): FilterSelection {
  return Object.fromEntries(groups.map((group) => [group.id, group.options.map((option) => option.value)]));
}

/** No chip on. */
export function selectNone(groups: readonly FilterGroupShape[]): FilterSelection {
  return Object.fromEntries(groups.map((group) => [group.id, []]));
}
