/**
 * Category and tag labels (spec §5 custom tags), one rule for the admin form and the API: trimmed,
 * non-empty, unique case-insensitively, the first spelling kept.
 */
export function uniqueLabels(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const t = raw.trim();
    const k = t.toLowerCase();
    if (t && !seen.has(k)) {
      seen.add(k);
      out.push(t);
    }
  }
  return out;
}
