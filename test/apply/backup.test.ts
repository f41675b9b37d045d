import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBackupWriter } from '../../src/apply/backup.ts';
import { listKind } from '../../src/apply/kinds.ts';
import type { LiveList } from '../../src/catalog/types.ts';
import { tempDir } from '../world/apply.ts';

const list: LiveList = { style_id: 'abc/../x', name: 'Acme', language: 'de', version: 3, configured_rules: {}, custom_instructions: [] };

describe('createBackupWriter', () => {
  it('never overwrites an earlier backup and keeps odd ids out of the path', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const backup = createBackupWriter(listKind.backup, { dir: join(dir, 'b'), root: dir, now: () => '2025-01-01T00:00:00.000Z' });
      const first = await backup(list);
      const second = await backup({ ...list, version: 4 });
      expect(first).toBe('b/abc____x-2025-01-01T00-00-00-000Z.json');
      expect(second).toBe('b/abc____x-2025-01-01T00-00-00-000Z-2.json');
      expect(JSON.parse(await readFile(join(dir, first), 'utf8')).list.version).toBe(3);
      expect(JSON.parse(await readFile(join(dir, second), 'utf8')).list.version).toBe(4);
    } finally {
      await cleanup();
    }
  });

  it('shows an absolute path for a directory outside the repository', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const backup = createBackupWriter(listKind.backup, { dir, root: join(dir, 'repo'), now: () => '2025-01-01T00:00:00.000Z' });
      expect(await backup(list)).toBe(join(dir, 'abc____x-2025-01-01T00-00-00-000Z.json'));
    } finally {
      await cleanup();
    }
  });
});
