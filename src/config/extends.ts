import path from 'node:path';
import { isYamlFileName } from './paths.ts';

export type RefResolution = { ok: true; file: string } | { ok: false; code: string; message: string; hint: string };

/**
 * Where `ref` (written in `fromFile`) points, relative to the repository root.
 * Pure path arithmetic: whether the file exists is the loader's business.
 */
export function resolveRef(fromFile: string, ref: string, isFragment: (file: string) => boolean): RefResolution {
  const written = ref.replace(/\\/g, '/');
  if (path.posix.isAbsolute(written) || /^[A-Za-z]:\//.test(written)) {
    return {
      ok: false,
      code: 'extends-absolute',
      message: `extends \`${ref}\` is an absolute path`,
      hint: 'Write the path relative to this file, e.g. ./_house-style.yaml, so the repository works wherever it is checked out.',
    };
  }
  const file = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), written));
  if (file === '..' || file.startsWith('../')) {
    return {
      ok: false,
      code: 'extends-outside-repo',
      message: `extends \`${ref}\` leaves the repository (it resolves to ${file})`,
      hint: 'Fragments must live inside the repository (the directory of stylesync.yaml, or the current directory): copy the fragment in.',
    };
  }
  if (!isYamlFileName(file)) {
    return {
      ok: false,
      code: 'extends-not-yaml',
      message: `extends \`${ref}\` is not a .yaml or .yml file`,
      hint: 'Point at a fragment file ending in .yaml or .yml.',
    };
  }
  if (!isFragment(file)) {
    return {
      ok: false,
      code: 'extends-not-fragment',
      message: `extends \`${ref}\` names ${file}, which is a style list, not a fragment`,
      hint: 'Only fragments can be extended: give the file a name starting with `_` (or put it in a directory listed under `fragments` in stylesync.yaml) and remove its name/language.',
    };
  }
  return { ok: true, file };
}
