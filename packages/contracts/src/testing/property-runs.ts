// How hard the property tests (fast-check) try: every run uses one fixed seed (FC_SEED to try another), which
// fast-check prints with the counterexample when a property fails, so a failure replays exactly. Under CI
// each property runs a fifth of its cases to keep the pipeline short; FC_RUNS sets the share (1 is full
// strength, what `npm run test:deep` and a run without CI use).
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

export const PROPERTY_SEED = Number(env.FC_SEED ?? 20_261_127);

function share(): number {
  const value = Number(env.FC_RUNS);
  if (env.FC_RUNS && Number.isFinite(value) && value > 0) return value;
  return env.CI && env.CI !== 'false' && env.CI !== '0' ? 0.2 : 1;
}

/** The number of cases a property with `full` cases runs now (at least one). */
export function propertyRuns(full: number): number {
  return Math.max(1, Math.ceil(full * share()));
}
