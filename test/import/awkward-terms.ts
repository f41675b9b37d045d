/** Terms a plain YAML scalar would misread, and others a careless writer would mangle. */
export const AWKWARD_TERMS = [
  '#tag', '- dash', '-x', 'yes', 'no', 'null', '~', '123', '0x1F', '1e3', '.inf', 'true', '"quoted"', "'single'", 'a: b', 'a #b', '? q', '%p', '@at',
  '`tick', '*star', '&amp', '!bang', '|pipe', '>gt', '[x', '{y', '<<', '=', '__proto__', 'constructor', 'Acme Cloud', 'ü', 'グローバル', '😀', 'a\u00a0b', 'x,y', 'say "hi"',
];
