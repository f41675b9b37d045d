import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaRef } from '../../src/config/schema-ref.ts';

describe('schemaRef', () => {
  const root = path.resolve('/repo');
  it('is relative to the file, with forward slashes and a leading dot', () => {
    expect(schemaRef(root, path.join(root, 'stylesync.yaml'), 'stylesync.schema.json')).toBe('./schema/stylesync.schema.json');
    expect(schemaRef(root, path.join(root, 'styles', 'de.yaml'), 'style-list.schema.json')).toBe('../schema/style-list.schema.json');
    expect(schemaRef(root, path.join(root, 'a', 'b', 'de.yaml'), 'style-list.schema.json')).toBe('../../schema/style-list.schema.json');
  });
});
