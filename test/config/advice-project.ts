import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Prompts for the advice thread's tests (config/advice-thread.ts): each goes against the service's advice in its own
 * way, or in none, with the list languages that decide whether a third language is seen.
 */
const PROMPTS = [
  'Write the brand name Acme in Latin letters.',
  'Use the glossary term, and keep "Acme" in Latin letters.',
  'Never translate the product names.',
  'Please translate this text formally.',
  'Verwende immer die Sie-Form und nicht du für den Kunden.',
  'Utilisez toujours le vouvoiement avec le client et pas le tutoiement.',
  'Translate units, convert dates, and maintain the tone.',
  'Keep sentences short. ',
  '日本語で丁寧に書いてください。',
  'Don’t use slang; avoid idioms.',
];
const LANGUAGES = ['de', 'fr', 'en', 'ja', 'es'];

export interface AdviceProjectOptions {
  /** List files (each extends the fragment `_shared.yaml`, which has instructions too). */
  files: number;
  /** Instructions per list. */
  instructions: number;
  /** Lists whose instructions all have advice and more (past the cap of 100 diagnostics a file). */
  loud?: number[];
  /** Lists with a duplicate label (an error) and labels with spaces around them (warnings) between their prompts. */
  untidy?: number[];
  /** Lists that fail to load (a YAML syntax error), between the others. */
  broken?: number[];
}

/** A fresh repository of style files (no stylesync.yaml: `styles/` is the default), and its directory. */
export async function adviceProject(options: AdviceProjectOptions): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stylesync-advice-project-'));
  const styles = path.join(dir, 'styles');
  await mkdir(styles);
  await writeFile(path.join(styles, '_shared.yaml'), ['custom_instructions:', '  - label: Shared one', '    prompt: Please use formal address, and avoid slang.', '  - label: Shared two', '    prompt: Use Sie.', ''].join('\n'));
  for (let f = 0; f < options.files; f++) {
    const name = `list-${String(f).padStart(3, '0')}.yaml`;
    if (options.broken?.includes(f)) {
      await writeFile(path.join(styles, name), `name: Broken ${f}\ncustom_instructions: [\n  - label: x\n`);
      continue;
    }
    const loud = options.loud?.includes(f) ?? false;
    const untidy = options.untidy?.includes(f) ?? false;
    const lines = [`name: List ${f}`, `language: ${LANGUAGES[f % LANGUAGES.length]}`, 'extends: ./_shared.yaml', 'custom_instructions:'];
    for (let i = 0; i < options.instructions; i++) {
      const prompt = loud ? 'Please use the glossary, and keep this text short.' : (PROMPTS[(i * 7 + f) % PROMPTS.length] as string);
      const label = untidy && i % 5 === 0 ? `"Term ${i} "` : untidy && i % 17 === 3 ? `Term ${i - 1}` : `Term ${i}`;
      // Prompts written three ways, so their positions come from each of the reader's paths.
      if (i % 9 === 4) lines.push(`  - label: ${label}`, '    prompt: >-', `      ${prompt.replace(/^\s+|\s+$/g, '')}`);
      else if (i % 13 === 6) lines.push(`  - {label: ${label}, prompt: ${JSON.stringify(prompt)}}`);
      else lines.push(`  - label: ${label}`, `    prompt: ${JSON.stringify(prompt)}`);
    }
    await writeFile(path.join(styles, name), `${lines.join('\n')}\n`);
  }
  return dir;
}
