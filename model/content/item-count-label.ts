/** SPEC §9: '1 item' for one, otherwise 'N items'. (Its own file: content cards on the home page need no other guide rule.) */
export function itemCountLabel(count: number): string {
  return count === 1 ? "1 item" : `${count} items`;
}
