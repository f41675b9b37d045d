/** `1 list`, `2 lists`; `many` for words that do not just take an s. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
