/**
 * The root of a language code as the translate service relates targets to
 * lists: `en-GB` → `en`. A list serves its own language and that language's
 * regional variants, and nothing else (service interface, "Translating with a list").
 */
export function rootLanguage(code: string): string {
  return (code.split('-')[0] ?? code).toLowerCase();
}
