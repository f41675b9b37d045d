import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { readPlanFile } from '../../src/app/saved-plan.ts';
import { StylesyncError } from '../../src/errors.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

// A plan file is read to a bound (the longest text V8 holds); here a small one stands for it.
it('refuses a plan file past the bound it is read to, naming the bound, and a directory', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'stylesync-plan-read-'));
  const file = path.join(dir, 'plan.json');
  writeFileSync(file, '{"format_version": 99, "padding": "xxxxxxxx"}');
  const tooLarge = await readPlanFile(file, 'plan.json', 20).catch((error: unknown) => error);
  expect(tooLarge).toBeInstanceOf(StylesyncError);
  expect((tooLarge as StylesyncError).message).toBe('Cannot read the plan file plan.json: it is 45 bytes, more than the 20 a plan file is read to');
  expect((tooLarge as StylesyncError).code).toBe('plan-file-unreadable');
  const folder = await readPlanFile(dir, 'plans', 20).catch((error: unknown) => error);
  expect((folder as StylesyncError).message).toBe('Cannot read the plan file plans: it is a directory');
  // Within the bound, the file is read and parsed as before.
  await expect(readPlanFile(file, 'plan.json', 1000)).rejects.toThrow('format_version 99');
});
