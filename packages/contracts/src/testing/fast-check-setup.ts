// Vitest setup for every project: fast-check's defaults follow property-runs.ts (the fixed seed, and the
// share of runs for properties that do not set their own count).
import fc from 'fast-check';
import { PROPERTY_SEED, propertyRuns } from './property-runs.ts';

fc.configureGlobal({ seed: PROPERTY_SEED, numRuns: propertyRuns(100) });
