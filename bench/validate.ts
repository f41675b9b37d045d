/**
 * `npm run bench:validate`: how long validation takes and how much memory it
 * needs.
 *
 * 1. 1,000 generated list files of 200 instructions each (plus one shared
 *    fragment) in a temp dir, validated through loadProject in a fresh child
 *    process, so peak RSS is validation's alone. Target: < 2 s, < 300 MB.
 *    After each load, the whole command on the same files as a user runs it:
 *    `node bin/stylesync.js validate` (validate's script with its code cache;
 *    run `npm run bundle` first), wall time, the process's own CPU time and
 *    peak RSS, so the two are measured side by side (A B A B).
 * 2. `stylesync validate styles/` on the shipped styles: the bundled CLI as a
 *    real process (what a user waits for), and in-process via run() cold and
 *    warm. Target: < 300 ms.
 *
 * Prints figures; asserts only that validation succeeded (timings are for people).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const LISTS = 1000;
const INSTRUCTIONS = 200;

if (process.argv[2] === '--child-load') {
  await childLoad(process.argv[3] as string);
} else if (process.argv[2] === '--child-cli') {
  await childCli();
} else {
  await main();
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stylesync-bench-'));
  try {
    const started = performance.now();
    const bytes = await generate(dir);
    console.log(`generated ${LISTS} files × ${INSTRUCTIONS} instructions (${(bytes / 1e6).toFixed(1)} MB) in ${ms(performance.now() - started)}`);

    for (let round = 1; round <= 2; round++) {
      const child = spawnSync(process.execPath, ['--import', 'tsx', fileURL(), '--child-load', dir], { cwd: repo, encoding: 'utf8' });
      if (child.status !== 0) throw new Error(`child failed:\n${child.stdout}\n${child.stderr}`);
      console.log(`loadProject, 1,000 lists (run ${round}): ${child.stdout.trim()}   [target < 2000 ms, < 300 MB]`);
      console.log(`  the whole command, node bin/stylesync.js validate (run ${round}): ${wholeCommand(dir)}`);
    }

    console.log(`for comparison, the yaml package alone (parseDocument with positions) on one generated file: ${await yamlPackageTime(dir)}`);

    const bundle = path.join(dir, 'stylesync.mjs');
    const esbuild = await import('esbuild');
    await esbuild.build({
      entryPoints: [path.join(repo, 'src/cli/bin.ts')],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    });
    const median = (argv: string[]): { median: number; min: number } => {
      const walls: number[] = [];
      for (let k = 0; k < 5; k++) {
        const t = performance.now();
        const cli = spawnSync(process.execPath, [bundle, ...argv], { cwd: repo, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
        walls.push(performance.now() - t);
        if (cli.status !== 0) throw new Error(`stylesync ${argv.join(' ')} failed:\n${cli.stdout}\n${cli.stderr}`);
      }
      walls.sort((a, b) => a - b);
      return { median: walls[2] as number, min: walls[0] as number };
    };
    const validate = median(['validate', 'styles']);
    const version = median(['--version']);
    console.log(
      `stylesync validate styles/ (bundled CLI process, whole run incl. node start): median ${ms(validate.median)}, min ${ms(validate.min)}   [target < 300 ms]\n` +
        `  for comparison, stylesync --version (node start + loading the bundle): median ${ms(version.median)}`,
    );

    const inproc = spawnSync(process.execPath, ['--import', 'tsx', fileURL(), '--child-cli'], { cwd: repo, encoding: 'utf8' });
    if (inproc.status !== 0) throw new Error(`in-process run failed:\n${inproc.stdout}\n${inproc.stderr}`);
    console.log(`stylesync validate styles/ (in-process run()): ${inproc.stdout.trim()}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * `node bin/stylesync.js validate` in the generated project, as a user runs it: the built CLI (validate's script with
 * its code cache), Node's start, the load, the 1,001 warnings the cap keeps rendered and written. CPU time and peak
 * RSS are the process's own, written at exit by a one-line preload (CommonJS: no ES module loader, no V8 flag).
 */
function wholeCommand(dir: string): string {
  const bin = path.join(repo, 'bin', 'stylesync.js');
  if (!existsSync(path.join(repo, 'dist', 'cli', 'validate.cjs'))) return 'not measured: no dist/cli/validate.cjs (run `npm run bundle`)';
  const preload = path.join(dir, '.usage.cjs');
  const usage = path.join(dir, '.usage.json');
  writeFileSync(
    preload,
    `const mainThreadMs = ${mainThreadMs.toString()};\n` +
      "process.on('exit', () => { const u = process.resourceUsage(); require('node:fs').writeFileSync(process.env.BENCH_USAGE, JSON.stringify({ cpu: (u.userCPUTime + u.systemCPUTime) / 1000, rss: u.maxRSS / 1024, main: mainThreadMs((file) => require('node:fs').readFileSync(file, 'utf8')) })); });\n",
  );
  const started = performance.now();
  const child = spawnSync(process.execPath, ['-r', preload, bin, 'validate'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1', BENCH_USAGE: usage },
  });
  const wall = performance.now() - started;
  // Warnings only: validate ends with 0.
  if (child.status !== 0) throw new Error(`stylesync validate ended with ${child.status}:\n${child.stderr}`);
  const { cpu, rss, main } = JSON.parse(readFileSync(usage, 'utf8')) as { cpu: number; rss: number; main: number | null };
  const printed = Buffer.byteLength(child.stdout);
  return `${ms(wall)} wall, ${ms(cpu)} CPU (${mainThread(main)}), peak RSS ${rss.toFixed(0)} MB, ${(printed / 1e3).toFixed(0)} KB printed`;
}

async function childLoad(dir: string): Promise<void> {
  const { loadProject } = await import('../src/config/project.ts');
  const t = performance.now();
  const cpu0 = process.cpuUsage();
  const main0 = mainThreadMs();
  // As validate loads (src/app/validate-project.ts): the instruction advice on a second thread past its threshold.
  const { result } = await loadProject({ cwd: dir, advice: {} });
  const wall = performance.now() - t;
  const main = main0 === null ? null : (mainThreadMs() as number) - main0;
  // CPU time as well: on a shared machine the wall time is mostly waiting for a core.
  const used = process.cpuUsage(cpu0);
  const cpu = (used.user + used.system) / 1000;
  if (!result.ok) throw new Error(`unexpected result: ${result.errors.length} errors: ${JSON.stringify(result.errors.slice(0, 3))}`);
  const instructions = result.lists.reduce((n, l) => n + l.custom_instructions.length, 0);
  if (result.lists.length !== LISTS || instructions !== LISTS * INSTRUCTIONS) throw new Error(`unexpected result: ${result.lists.length} lists, ${instructions} instructions`);
  const rss = process.resourceUsage().maxRSS / 1024;
  const heap = process.memoryUsage().heapUsed / 1e6;
  // The instruction advice (issue #30) alone, on the same prompts, after the run above compiled it: the part of the
  // checks that grows with every instruction's words.
  const { instructionAdvice } = await import('../src/config/validate-instructions.ts');
  const advice0 = process.cpuUsage();
  let advised = 0;
  for (const list of result.lists) for (const i of list.custom_instructions) advised += instructionAdvice(i.prompt, list.language).length;
  const adviceUsed = process.cpuUsage(advice0);
  console.log(
    `${ms(wall)} wall, ${ms(cpu)} CPU (${mainThread(main)}), peak RSS ${rss.toFixed(0)} MB (heap after ${heap.toFixed(0)} MB), ${result.files.length} files, ${instructions} instructions, ${result.warnings.length} warnings; ` +
      `the instruction advice alone ${ms((adviceUsed.user + adviceUsed.system) / 1000)} CPU (${advised} findings)`,
  );
}

async function childCli(): Promise<void> {
  const t0 = performance.now();
  const { run } = await import('../src/cli/main.ts');
  const imported = performance.now() - t0;
  const io = { stdout: () => {}, stderr: () => {}, env: { NO_COLOR: '1' }, cwd: repo, isTTY: false };
  const figures: number[] = [];
  for (let k = 0; k < 5; k++) {
    const t = performance.now();
    const code = await run(['validate', 'styles'], io);
    figures.push(performance.now() - t);
    if (code !== 0) throw new Error(`validate styles/ exited ${code}`);
  }
  console.log(`module import ${ms(imported)} (tsx, unbundled), first run ${ms(figures[0] as number)}, warm runs ${figures.slice(1).map(ms).join(', ')}`);
}

/** Why src/config/fast-yaml.ts exists: what the general-purpose parser costs on the same files. */
async function yamlPackageTime(dir: string): Promise<string> {
  const { LineCounter, parseDocument } = await import('yaml');
  const styles = path.join(dir, 'styles');
  const file = (await readdir(styles)).find((name) => !name.startsWith('_')) as string;
  const text = await readFile(path.join(styles, file), 'utf8');
  const parse = () => parseDocument(text, { lineCounter: new LineCounter() });
  for (let i = 0; i < 20; i++) parse();
  const rounds = 50;
  const started = performance.now();
  for (let i = 0; i < rounds; i++) parse();
  const each = (performance.now() - started) / rounds;
  return `${each.toFixed(2)} ms per file, so about ${((each * LISTS) / 1000).toFixed(1)} s for ${LISTS} files`;
}

async function generate(dir: string): Promise<number> {
  const styles = path.join(dir, 'styles');
  await mkdir(styles, { recursive: true });
  const fragment = [
    '# yaml-language-server: $schema=../schema/style-fragment.schema.json',
    'configured_rules:',
    '  punctuation:',
    '    exclamation_marks: do_not_use',
    '  style_and_tone:',
    '    complex_sentences: avoid_unnecessarily_complex_sentences',
    '',
  ].join('\n');
  let bytes = fragment.length;
  await writeFile(path.join(styles, '_house.yaml'), fragment);
  const languages = ['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'zh'];
  for (let l = 0; l < LISTS; l++) {
    const lines = [
      '# yaml-language-server: $schema=../schema/style-list.schema.json',
      `name: Bench list ${l}`,
      `language: ${languages[l % languages.length]}`,
      'extends: [./_house.yaml]',
      'configured_rules:',
      '  numbers:',
      '    decimal_separator: use_comma_as_decimal_separator',
      '  punctuation:',
      '    serial_comma: use',
      'custom_instructions:',
    ];
    for (let i = 0; i < INSTRUCTIONS; i++) {
      lines.push(`  - label: Term ${i} of list ${l}`);
      if (i % 10 === 0) {
        lines.push('    prompt: >-', `      Translate the product term number ${i} consistently with the glossary`, `      and keep "Acme ${l}" in Latin letters.`);
      } else if (i % 3 === 0) {
        lines.push(`    prompt: "Always render 'feature ${i}' as defined in the Acme terminology database, never literally."`);
      } else {
        lines.push(`    prompt: Write the name of product ${i} exactly as in the glossary and never translate the brand name Acme.`);
      }
      lines.push('    source_language: en');
    }
    const text = `${lines.join('\n')}\n`;
    bytes += text.length;
    await writeFile(path.join(styles, `list-${String(l).padStart(4, '0')}.yaml`), text);
  }
  return bytes;
}

/**
 * The main thread's own CPU time so far, in ms (Linux: /proc, in clock ticks of 10 ms), or null elsewhere. The
 * process's CPU time counts every thread: the instruction advice's worker (src/config/advice-thread.ts) and V8's
 * helpers; on the 2-core runner the wall time follows the main thread's. Written without imports: the whole
 * command's preload gets its text.
 */
function mainThreadMs(read: (file: string) => string = (file) => readFileSync(file, 'utf8')): number | null {
  try {
    const stat = read(`/proc/self/task/${process.pid}/stat`);
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

function mainThread(ms: number | null): string {
  return ms === null ? 'the main thread not measured' : `the main thread ${ms.toFixed(0)} ms`;
}

function fileURL(): string {
  return new URL(import.meta.url).pathname;
}

function ms(value: number): string {
  return `${value.toFixed(0)} ms`;
}
