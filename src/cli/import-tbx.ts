import { importTbx } from '../app/import-tbx.ts';
import { StylesyncError } from '../errors.ts';
import { renderDiagnostics } from '../report/diagnostics.ts';
import { wantsColor } from '../report/style.ts';
import { renderTbxImportJson, renderTbxImportText } from '../report/tbx-import.ts';
import { renderValidationJson } from '../report/validation-json.ts';
import { validationSummary } from '../report/validation-summary.ts';
import type { CommandContext } from './context.ts';

export interface TbxImportFlags {
  tbx?: string;
  sourceLanguage?: string;
  name?: string;
  force?: boolean;
  only?: string;
  format: 'text' | 'json';
  config?: string;
  dir?: string;
  target?: string;
}

/**
 * `import --tbx FILE --source-language en [--name NAME]`: a termbase into one
 * new glossary file (src/app/import-tbx.ts). Offline: no key is asked for.
 */
export async function runTbxImport(ctx: CommandContext, flags: TbxImportFlags & { tbx: string }): Promise<void> {
  const { io } = ctx;
  refuseFlags(flags);
  const outcome = await importTbx({
    cwd: io.cwd,
    file: flags.tbx,
    sourceLanguage: flags.sourceLanguage as string,
    ...(flags.name === undefined ? {} : { name: flags.name }),
    ...(flags.config === undefined ? {} : { configPath: flags.config }),
    ...(flags.dir === undefined ? {} : { stylesDir: flags.dir }),
    ...(flags.target === undefined ? {} : { target: flags.target }),
  });
  if (outcome.status === 'invalid') {
    if (flags.format === 'json') io.stdout(renderValidationJson(outcome.result));
    io.stderr(renderDiagnostics(outcome.result.errors, { format: 'text', color: wantsColor(io.isTTY, io.env) }));
    io.stderr(`error: ${validationSummary(outcome.result)}; nothing was imported.\nhint: Fix the errors above so import knows which glossaries the files declare, then run import again.\n`);
    ctx.conclude('error');
    return;
  }
  if (flags.format === 'json') {
    io.stdout(renderTbxImportJson(outcome));
  } else {
    const text = renderTbxImportText(outcome, flags.tbx);
    if (!(ctx.quiet?.() ?? false)) io.stderr(text.err);
    io.stdout(text.out);
  }
  ctx.conclude('ok');
}

/** What a TBX import cannot mean: it reads no service and never rewrites a file. */
function refuseFlags(flags: TbxImportFlags): void {
  if (flags.sourceLanguage === undefined) {
    throw new StylesyncError('--tbx needs --source-language: the language whose terms key the dictionaries.', 'Add --source-language with a base code such as `en`; every other language of the termbase gets a dictionary.', { code: 'invalid-flag' });
  }
  if (flags.force || flags.only !== undefined) {
    throw new StylesyncError(`--tbx does not take ${flags.force ? '--force' : '--only'}: it writes one new glossary file from the termbase and never rewrites a file.`, 'Leave the flag out (or import from the service without --tbx).', { code: 'invalid-flag' });
  }
}

/** --source-language and --name belong to --tbx. */
export function refuseTbxFlagsAlone(flags: TbxImportFlags): void {
  const stray = flags.sourceLanguage !== undefined ? '--source-language' : flags.name !== undefined ? '--name' : undefined;
  if (stray) throw new StylesyncError(`${stray} is for importing a termbase: it needs --tbx FILE.`, `Add --tbx with the TBX file, or leave ${stray} out to import from the service.`, { code: 'invalid-flag' });
}
