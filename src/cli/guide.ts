import path from 'node:path';
import { Command } from 'commander';
import { writeGuide } from '../app/guide.ts';
import { renderDiagnostics } from '../report/diagnostics.ts';
import { wantsColor } from '../report/style.ts';
import { terminalText } from '../report/user-text.ts';
import { validationSummary } from '../report/validation-summary.ts';
import { plural } from '../util/plural.ts';
import type { CommandContext } from './context.ts';
import { addProjectFlags, type ProjectFlags, projectChoice } from './project-flags.ts';

interface GuideFlags extends ProjectFlags {
  out: string;
  since?: string;
}

/**
 * `stylesync guide --out DIR`: the style guide for people, from the same
 * files as the service's configuration (src/app/guide.ts). Offline.
 */
export function guideCommand(ctx: CommandContext): Command {
  const command = new Command('guide')
    .description('write the style guide for translators: one page per target language (Markdown and HTML) from the style and glossary files')
    .requiredOption('--out <dir>', 'directory to write (new, empty, or one an earlier guide wrote)')
    .option('--since <ref>', "open each page with what changed since this git commit, branch or tag (the files there against the files now)");
  return addProjectFlags(command, 'the directories')
    .action(async (flags: GuideFlags) => {
      const { io } = ctx;
      const outcome = await writeGuide({
        cwd: io.cwd,
        out: flags.out,
        ...(flags.since === undefined ? {} : { since: flags.since }),
        ...projectChoice(flags),
      });
      if (outcome.status === 'invalid') {
        io.stdout(renderDiagnostics(outcome.result.errors, { format: 'text', color: wantsColor(io.isTTY, io.env) }));
        io.stderr(`error: ${validationSummary(outcome.result)}; no guide was written.\nhint: Fix the errors above (\`stylesync validate\` shows warnings too), then run guide again.\n`);
        ctx.conclude('error');
        return;
      }
      for (const note of outcome.notes) io.stderr(`note: ${terminalText(note)}\n`);
      const shown = terminalText(path.relative(io.cwd, outcome.dir) || '.');
      const languages = outcome.guide.languages;
      const removed = outcome.removed.length > 0 ? `; removed ${outcome.removed.map(terminalText).join(', ')} (no list writes that language now)` : '';
      io.stdout(`Wrote the guide to ${shown}: ${plural(languages.length, 'language')} (${languages.map((l) => terminalText(l.language)).join(', ') || 'none'}), ${plural(outcome.written.length, 'page')}; open ${shown}/index.html${removed}.\n`);
      ctx.conclude('ok');
    });
}
