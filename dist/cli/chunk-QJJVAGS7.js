import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/import/slug.ts
function slugify(name, fallback = "list") {
  const slug = name.normalize("NFKD").replace(new RegExp("(\\p{Script=Latin})\\p{M}+", "gu"), "$1").normalize("NFC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "");
  return [...slug].slice(0, 80).join("").replace(/-+$/, "") || fallback;
}
function uniqueSlugs(names, taken = [], fallback = "list") {
  const used = new Set([...taken].map((t) => t.toLowerCase()));
  return names.map((name) => {
    const base = slugify(name, fallback);
    let stem = base;
    for (let n = 2; used.has(stem.toLowerCase()); n++) stem = `${base}-${n}`;
    used.add(stem.toLowerCase());
    return stem;
  });
}

export {
  slugify,
  uniqueSlugs
};
