type Doc = Record<string, unknown>;

/** Every stage of a MongoDB explain() plan, depth first (IXSCAN, COLLSCAN, SORT …): for the explain tests of the MongoDB leg. */
export function planStages(node: unknown, out: Doc[] = []): Doc[] {
  if (Array.isArray(node)) for (const n of node) planStages(n, out);
  else if (node && typeof node === 'object') {
    const d = node as Doc;
    if (typeof d.stage === 'string') out.push(d);
    for (const v of Object.values(d)) if (v && typeof v === 'object') planStages(v, out);
  }
  return out;
}
