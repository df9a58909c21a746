// Builds a reel strip from symbol counts, spreading each symbol evenly (smooth weighted round-robin) so a
// symbol's copies never bunch up: in particular two scatters never share a three-row window.

export function buildStrip(counts: Readonly<Record<string, number>>): string[] {
  const entries = Object.entries(counts).filter(([, count]) => count > 0);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  const credit = new Map(entries.map(([id]) => [id, 0]));
  const strip: string[] = [];
  for (let i = 0; i < total; i++) {
    let best = '';
    let bestCredit = -Infinity;
    for (const [id, count] of entries) {
      const next = credit.get(id)! + count;
      credit.set(id, next);
      if (next > bestCredit) {
        best = id;
        bestCredit = next;
      }
    }
    credit.set(best, bestCredit - total);
    strip.push(best);
  }
  return strip;
}
