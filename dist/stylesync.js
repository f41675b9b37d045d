import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ERROR_PREFIX,
  describeError
} from "./cli/chunk-M3JBXZHY.js";
import {
  processInterrupts
} from "./cli/chunk-DDMWH3T4.js";
import {
  VERSION,
  settleInOrder
} from "./cli/chunk-UEUF6HZP.js";
import {
  redactAll
} from "./cli/chunk-RFHINAKV.js";
import {
  guardStream
} from "./cli/chunk-YU2LL6H5.js";
import "./cli/chunk-HYMDCOR5.js";
import {
  Command,
  CommanderError
} from "./cli/chunk-X7S5KYRM.js";
import {
  StylesyncError
} from "./cli/chunk-MADRQNID.js";
import "./cli/chunk-V5274J54.js";

// src/cli/exit.ts
var EXIT_OK = 0;
var EXIT_ERROR = 1;
var EXIT_CHANGES = 2;
function exitCode(outcome, detailedExitcode = false) {
  switch (outcome) {
    case "ok":
      return EXIT_OK;
    case "changes":
      return detailedExitcode ? EXIT_CHANGES : EXIT_OK;
    case "error":
      return EXIT_ERROR;
  }
}

// src/report/error-json.ts
function renderErrorJson(error) {
  const known = error instanceof StylesyncError;
  const document = {
    error: {
      code: known ? error.code : "internal",
      message: known ? error.message : error instanceof Error ? error.message : String(error),
      hint: known ? error.hint : "This is a bug in stylesync; rerun with --debug and report the output.",
      ...known && error.traceId ? { trace_id: error.traceId } : {}
    }
  };
  return `${JSON.stringify(document, null, 2)}
`;
}

// src/cli/command-word.ts
var PROGRAM_FLAGS = /* @__PURE__ */ new Set(["--debug", "-q", "--quiet", "-V", "--version", "-h", "--help"]);
var HELP_FLAGS = /* @__PURE__ */ new Set(["-h", "--help"]);
function commandWord(argv) {
  for (const arg of argv) {
    if (!arg.startsWith("-")) return arg;
    if (!PROGRAM_FLAGS.has(arg) || HELP_FLAGS.has(arg)) return void 0;
  }
  return void 0;
}

// src/cli/commands.ts
var COMMANDS = [
  { name: "validate", load: async () => (await import("./cli/validate-IATFCEGS.js")).validateCommand },
  { name: "emulator", load: async () => (await import("./cli/emulator-OMQPXM37.js")).emulatorCommand },
  { name: "plan", load: async () => (await import("./cli/plan-KQRT4AET.js")).planCommand },
  { name: "apply", load: async () => (await import("./cli/apply-DZL5HIRR.js")).applyCommand },
  { name: "import", load: async () => (await import("./cli/import-6ZZJ2AJW.js")).importCommand },
  { name: "record", load: async () => (await import("./cli/record-L6ZEI6KH.js")).recordCommand },
  { name: "init", load: async () => (await import("./cli/init-7MEE2ZPC.js")).initCommand },
  { name: "fmt", load: async () => (await import("./cli/fmt-Q6XHI6JJ.js")).fmtCommand },
  { name: "guide", load: async () => (await import("./cli/guide-EDCSQLYF.js")).guideCommand },
  { name: "outputs", load: async () => (await import("./cli/outputs-GHLZH3Y7.js")).outputsCommand },
  { name: "export", load: async () => (await import("./cli/export-MNXEVOZN.js")).exportCommand },
  { name: "completion", load: async () => (await import("./cli/completion-QG4D5IAB.js")).completionCommand }
];
function loadCommands(modules = COMMANDS) {
  return settleInOrder(modules.map(loadCommand));
}
async function loadCommand(module) {
  try {
    return await module.load();
  } catch (error) {
    throw new StylesyncError(
      `the code of the ${module.name} command could not be loaded (${error instanceof Error ? error.message : String(error)}).`,
      "The installed stylesync is damaged or incomplete: install it again (in a stylesync checkout, run `npm run bundle`).",
      { code: "install-damaged", cause: error }
    );
  }
}

// src/cli/commands-for.ts
async function commandsFor(argv, modules = COMMANDS) {
  const word = commandWord(argv);
  const named = modules.find((m) => m.name === word && m.name !== "completion");
  if (named) return [await loadCommand(named)];
  const only = (...flags) => argv.some((a) => flags.includes(a));
  if (argv.every((a) => PROGRAM_FLAGS.has(a)) && only("-V", "--version") && !only("-h", "--help")) return [];
  return loadCommands(modules);
}

// src/cli/version-text.ts
function versionText(runtime = { node: process.version, platform: process.platform, arch: process.arch }) {
  return `stylesync ${VERSION}
on node ${runtime.node} ${runtime.platform}_${runtime.arch}`;
}

// src/cli/main.ts
async function run(argv, io2, commands) {
  let outcome = "ok";
  let detailed = false;
  const secrets = new Set([io2.env.STYLESYNC_API_KEY ?? "", io2.env["INPUT_API-KEY"] ?? ""].filter((s) => s.length > 0));
  const safe = (text) => guardStream(redactAll(text, [...secrets]));
  let wroteStdout = false;
  const safeIO = {
    ...io2,
    stdout: (s) => {
      wroteStdout ||= s.length > 0;
      io2.stdout(safe(s));
    },
    stderr: (s) => io2.stderr(safe(s))
  };
  const program = new Command("stylesync").description("Translation style rule lists as code: validate, plan and apply YAML style files.").version(versionText(), "-V, --version", "print the version of stylesync, Node and the platform").option("--debug", "show stack traces on errors").option("-q, --quiet", "print only errors and the final line (machine formats such as --format json are printed whole)").showHelpAfterError("  hint: run `stylesync --help` for the commands and global options").exitOverride().configureOutput({
    writeOut: (s) => safeIO.stdout(s),
    writeErr: (s) => safeIO.stderr(s),
    // commander's own usage errors ("error: unknown option …") begin as every other error does.
    outputError: (s, write) => write(s.startsWith(ERROR_PREFIX) ? s : `${ERROR_PREFIX}${s}`)
  });
  const ctx = {
    io: safeIO,
    conclude(o, options) {
      outcome = o;
      detailed = options?.detailedExitcode ?? false;
    },
    addSecret(value) {
      if (value.length > 0) secrets.add(value);
    },
    secrets: () => [...secrets],
    debug: () => Boolean(program.opts().debug),
    quiet: () => Boolean(program.opts().quiet)
  };
  let parsing = false;
  try {
    for (const factory of commands ?? await commandsFor(argv)) {
      const command = factory(ctx).copyInheritedSettings(program);
      program.addCommand(command.showHelpAfterError(`  hint: run \`stylesync ${command.name()} --help\` for its arguments and options`));
    }
    parsing = true;
    await program.parseAsync(argv, { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? 0 : EXIT_ERROR;
    }
    const given = argv.includes("--") ? argv.slice(0, argv.indexOf("--")) : argv;
    safeIO.stderr(describeError(error, parsing ? ctx.debug() : given.includes("--debug")));
    const asked = program.commands.some((c) => c.opts().format === "json");
    if (asked && !wroteStdout) safeIO.stdout(renderErrorJson(error));
    return EXIT_ERROR;
  }
  return exitCode(outcome, detailed);
}

// src/cli/bin.ts
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(typeof process.exitCode === "number" ? process.exitCode : 0);
  });
}
var io = {
  stdout: (s) => void process.stdout.write(s),
  stderr: (s) => void process.stderr.write(s),
  env: process.env,
  cwd: process.cwd(),
  isTTY: Boolean(process.stdout.isTTY && process.stdin.isTTY),
  // node:readline is imported only when a command asks (apply): every other start would parse it for nothing.
  confirm: async (question) => (await import("./cli/confirm-KLAECQWW.js")).askYes(question, process.stdin, process.stdout),
  // A second Ctrl+C is the user insisting: the process ends at once.
  onInterrupt: processInterrupts(() => process.exit(EXIT_ERROR))
};
void run(process.argv.slice(2), io).then((code) => {
  process.exitCode = code;
});
