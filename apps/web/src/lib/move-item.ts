/** `list` with its item at `from` taken out and put back at `to` (a new array; `list` stays as it is). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
