import { rootLanguage } from '../catalog/root-language.ts';
import type { LiveList } from '../catalog/types.ts';

/**
 * The emulator's stand-in for translation. It does NOT translate: it returns
 * the text with a `[TARGET]` prefix and turns a few configured rules into
 * visible, deterministic rewrites, so a test can see that a style list was
 * applied and which of its parts took effect.
 */
export interface RewriteInput {
  text: string;
  /** The target code as the request gave it; shown upper-cased. */
  target: string;
  /** Lower-case source language from the request, if any. */
  sourceLang?: string;
  list?: Pick<LiveList, 'configured_rules' | 'custom_instructions'>;
}

export function emulateTranslation(input: RewriteInput): string {
  let out = input.text;
  const labels: string[] = [];
  if (input.list) {
    const rules = input.list.configured_rules;
    const time = rules.dates_and_times?.time_format;
    if (time?.startsWith('use_24_hour_clock')) out = to24Hour(out);
    const decimal = rules.numbers?.decimal_separator;
    if (decimal?.startsWith('use_comma')) out = out.replace(/(\d)\.(?=\d)/g, '$1,');
    const quotes = quotePair(rules.punctuation?.quotation_mark) ?? quotePair(rules.punctuation?.quotation_mark_and_apostrophe);
    if (quotes) out = out.replace(/"([^"\n]*)"/g, `${quotes[0]}$1${quotes[1]}`);
    for (const instruction of input.list.custom_instructions) {
      // An instruction without a source language applies to every source.
      const source = instruction.source_language;
      if (input.sourceLang === undefined || source === undefined || rootLanguage(source) === rootLanguage(input.sourceLang)) {
        labels.push(instruction.label);
      }
    }
  }
  const marker = labels.length > 0 ? ` ⟦applied: ${labels.join(', ')}⟧` : '';
  return `[${input.target.toUpperCase()}] ${out}${marker}`;
}

/** "3pm", "3 pm", "3:30 PM" → "15:00", "15:30"; "12am" → "00:00". */
function to24Hour(text: string): string {
  return text.replace(/\b(\d{1,2})(?::([0-5]\d))?\s?([AaPp])[Mm]\b/g, (whole, h: string, m: string | undefined, ap: string) => {
    const hour = Number(h);
    if (hour < 1 || hour > 12) return whole;
    const h24 = (hour % 12) + (ap.toLowerCase() === 'p' ? 12 : 0);
    return `${String(h24).padStart(2, '0')}:${m ?? '00'}`;
  });
}

function quotePair(value: string | undefined): [string, string] | undefined {
  if (value === undefined) return undefined;
  if (value.includes('guillemets')) return ['«', '»'];
  if (value.includes('curly')) return ['“', '”'];
  return undefined;
}
