/** Seeded random YAML documents in the shape of style files, with the slips people make. */
export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GOOD_KEYS = ['name', 'language', 'label', 'prompt', 'b c', 'key_1', 'über', 'x-y'];
const KEYS = ['name', 'language', 'label', 'prompt', 'b c', 'key_1', '$schema', 'C#', 'über', 'x-y', '日本', 'a.b', 'true', '1', '-x', '"q"', "'s'", 'a #b', '<<', '=', 'k:v'];
const GOOD_SCALARS = ['plain', 'two words', 'Never translate "Acme".', '"quoted: yes"', "'single'", 'a#b', 'ü ñ 😀', '[a, b]', '{ k: v }'];
const SCALARS = [
  'plain',
  'two words',
  'with: colon',
  'a #b',
  'a#b',
  "it's",
  '"dq \\" esc \\u00e9 \\n"',
  '"bad \\q escape"',
  "'sq ''x'''",
  '3pm',
  '6f1c0e2a-0000-4000-8000-000000000001',
  '1e5',
  '0x1F',
  '0o17',
  '+.inf',
  '1.2.3',
  '2024-01-01',
  'False',
  'nullable',
  '12',
  '.5',
  '-x',
  'yes',
  'null',
  '~',
  'http://x.y/z',
  '[a, b]',
  '[a, "b, c", [d]]',
  '{ k: v, l: [one, "2"] }',
  '[a, ]',
  '{a: b}',
  '{a:b}',
  '[]',
  '{}',
  '[a: b]',
  '@x',
  '`x`',
  '%x',
  '&a x',
  '*a',
  '!t x',
  'x:',
  'ü ñ 😀',
  'trailing   ',
  'Never translate "Acme".',
  '"unclosed',
  "'unclosed",
  '"a" trailing',
  '[unclosed',
  '# only comment',
  '',
  '? q',
  '- item',
  '|',
  '>',
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

export function generateDocument(random: () => number): string {
  const lines: string[] = [];
  const usedKeys = () => new Set<string>();
  const blockScalar = (indent: number) => {
    const header = pick(random, ['|', '|-', '>', '>-', '|+', '| # c', '|2']);
    const out = [header];
    const count = 1 + Math.floor(random() * 4);
    const extra = pick(random, [2, 2, 2, 1, 4]);
    for (let k = 0; k < count; k++) {
      const r = random();
      if (r < 0.15) out.push('');
      else if (r < 0.2) out.push(' '.repeat(indent + extra + 2) + 'more indented');
      else if (r < 0.25) out.push(' '.repeat(indent + extra + 4));
      else out.push(' '.repeat(indent + extra) + pick(random, ['text', 'a: b', '# not a comment', 'x  y', 'ü']));
    }
    return out;
  };
  const value = (indent: number, depth: number): string[] => {
    const r = random();
    if (depth < 3 && r < 0.2) return ['', ...mapping(indent + pick(random, [2, 2, 4, 1]), depth + 1)];
    if (depth < 3 && r < 0.35) return ['', ...sequence(indent + pick(random, [2, 0, 0, 4]), depth + 1)];
    if (r < 0.45) return blockScalar(indent);
    const scalar = random() < 0.6 ? pick(random, GOOD_SCALARS) : pick(random, SCALARS);
    return [scalar + (random() < 0.1 ? ' # trailing comment' : '')];
  };
  const mapping = (indent: number, depth: number): string[] => {
    const out: string[] = [];
    const used = usedKeys();
    const n = 1 + Math.floor(random() * 4);
    for (let k = 0; k < n; k++) {
      const key = random() < 0.7 ? pick(random, GOOD_KEYS) : pick(random, KEYS);
      if (used.has(key) && random() < 0.8) continue;
      used.add(key);
      const [first, ...rest] = value(indent, depth);
      out.push(`${' '.repeat(indent)}${key}:${first === '' ? '' : ' ' + first}`, ...rest);
      if (random() < 0.1) out.push(random() < 0.5 ? '' : `${' '.repeat(indent)}# comment`);
    }
    return out;
  };
  const sequence = (indent: number, depth: number): string[] => {
    const out: string[] = [];
    const n = 1 + Math.floor(random() * 3);
    for (let k = 0; k < n; k++) {
      const r = random();
      if (r < 0.4 && depth < 3) {
        const inner = mapping(indent + 2, depth + 1);
        if (inner.length === 0) continue;
        out.push(`${' '.repeat(indent)}- ${(inner[0] as string).trimStart()}`, ...inner.slice(1));
      } else {
        const [first, ...rest] = value(indent, depth);
        out.push(`${' '.repeat(indent)}-${first === '' ? '' : ' ' + first}`, ...rest);
      }
    }
    return out;
  };
  if (random() < 0.1) lines.push('---');
  lines.push(...mapping(0, 0));
  // Mutations: the kinds of slips people make.
  if (random() < 0.2 && lines.length > 1) {
    const at = Math.floor(random() * lines.length);
    const line = lines[at] as string;
    const m = random();
    if (m < 0.3) lines[at] = ` ${line}`;
    else if (m < 0.5) lines[at] = line.replace(/^ /, '');
    else if (m < 0.6) lines[at] = line.replace(/^ /, '\t');
    else if (m < 0.8) lines[at] = `${line}  `;
    else lines.splice(at, 0, lines[at] as string);
  }
  return lines.join('\n') + (random() < 0.9 ? '\n' : '');
}

const SLIPS = [' ', ':', '#', '-', '"', "'", '[', ']', '{', '}', ',', '|', '>', '\n', 'a', '&', '*', '!', '?', '\\', '.', '1', '  ', '\n  ', '\n- ',
  // Look-alikes of YAML syntax that YAML does not treat as syntax, and line-ending slips.
  '\u3000', '\u00a0', '\r\n', '\n...', '\n--- ', '😀'];

/** One to three random character insertions, deletions or replacements. */
export function mutate(text: string, random: () => number): string {
  let out = text;
  const count = 1 + Math.floor(random() * 3);
  for (let m = 0; m < count; m++) {
    const at = Math.floor(random() * out.length);
    const op = random();
    const ch = pick(random, SLIPS);
    if (op < 0.5) out = out.slice(0, at) + ch + out.slice(at);
    else if (op < 0.8) out = out.slice(0, at) + out.slice(at + 1);
    else out = out.slice(0, at) + ch + out.slice(at + 1);
  }
  return out;
}
