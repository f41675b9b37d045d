/** Orders strings by UTF-16 code units, as `<` does: the same on every machine and locale, unlike localeCompare. */
export function codeUnitOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
