/**
 * Where focus goes among `count` items in a row when `key` is pressed on item
 * `index`: arrows move and wrap around, Home and End go to the ends; undefined
 * for any other key (the browser keeps its own behaviour).
 */
export function focusMoveIndex(key: string, index: number, count: number): number | undefined {
  if (count === 0 || index < 0) return undefined;
  switch (key) {
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}
