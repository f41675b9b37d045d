import path from 'node:path';
import { Command, Option } from 'commander';
import { exportGlossaries } from '../app/export.ts';
import { renderDiagnostics } from '../report/diagnostics.ts';
import { wantsColor } from '../report/style.ts';
import { terminalText } from '../report/user-text.ts';
import { validationSummary } from '../report/validation-summary.ts';
import { plural } from '../util/plural.ts';
import type { CommandContext } from './context.ts';
import { addProjectFlags, type ProjectFlags, projectChoice } from './project-flags.ts';

interface ExportFlags extends ProjectFlags {
  format: 'tbx';
  tbxVersion: '2' | '3';
  glossary: string[];
  out?: string;
}

/** `stylesync export --format tbx [--tbx-version 3]`: glossary files as TBX-Basic (src/app/export.ts). Offline. */
export function exportCommand(ctx: CommandContext): Command {
  const command = new Command('export')
    .description('write glossaries as TBX-Basic for CAT tools and vendors (offline, from the glossary files)')
    .addOption(new Option('--format <format>', 'termbase format').choices(['tbx']).makeOptionMandatory())
    .addOption(new Option('--tbx-version <version>', 'TBX edition: 2 (martif, what translate-toolkit reads) or 3 (ISO 30042:2019, TBX-Basic DCA)').choices(['2', '3']).default('2'))
    .option('--glossary <name>', 'export only this glossary (repeatable)', (value: string, all: string[]) => [...all, value], [] as string[])
    .option('--out <dir>', 'directory for one <name>.tbx per glossary (without it: one glossary, to stdout)');
  return addProjectFlags(command, 'the directories')
    .action(async (flags: ExportFlags) => {
      const { io } = ctx;
      const outcome = await exportGlossaries({
        secrets: ctx.secrets(),
        cwd: io.cwd,
        glossaries: flags.glossary,
        tbxVersion: flags.tbxVersion === '3' ? 3 : 2,
        ...(flags.out === undefined ? {} : { out: flags.out }),
        ...projectChoice(flags),
      });
      if (outcome.status === 'invalid') {
        io.stderr(renderDiagnostics(outcome.result.errors, { format: 'text', color: wantsColor(false, io.env) }));
        io.stderr(`error: ${validationSummary(outcome.result)}; nothing was exported.\nhint: Fix the errors above, then run export again.\n`);
        ctx.conclude('error');
        return;
      }
      if (outcome.status === 'document') {
        // The document itself on stdout (for a pipe or a redirect); its user text is escaped as XML by the builder.
        io.stdout(outcome.tbx);
      } else {
        for (const f of outcome.files) io.stdout(`${terminalText(path.relative(io.cwd, f.file))}: ${terminalText(JSON.stringify(f.glossary))}, ${plural(f.terms, 'term')}\n`);
        io.stdout(`Exported ${plural(outcome.files.length, 'glossary', 'glossaries')} as TBX-Basic${flags.tbxVersion === '3' ? ' (TBX v3)' : ''}.\n`);
      }
      ctx.conclude('ok');
    });
}
