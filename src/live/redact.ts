/**
 * Replaces every occurrence of each secret with `***`. Errors from HTTP
 * libraries can echo request headers, so every message that leaves the
 * process passes through here.
 */
export function redactAll(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    // Very short values would redact innocent text and protect nothing.
    if (secret.length < 4) continue;
    out = out.split(secret).join('***');
  }
  return out;
}
