import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/cli/project-flags.ts
function addProjectFlags(command, targetWhat = "the styles_dir") {
  return command.option("--config <path>", "repository config file (default: stylesync.yaml in the current directory)").option("--dir <dir>", "styles directory (else the target's or stylesync.yaml's styles_dir)").option("--target <name>", `use ${targetWhat} of this target of stylesync.yaml`);
}
function projectChoice(flags) {
  return {
    ...flags.config === void 0 ? {} : { configPath: flags.config },
    ...flags.dir === void 0 ? {} : { stylesDir: flags.dir },
    ...flags.target === void 0 ? {} : { target: flags.target }
  };
}

export {
  addProjectFlags,
  projectChoice
};
