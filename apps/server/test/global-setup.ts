// Once per run of the server projects: the migrated and seeded snapshot every test file starts from
// (see support/snapshot.ts), removed when the run ends.
import type { TestProject } from 'vitest/node';
import { makeTestSnapshot } from './support/snapshot.ts';

export default async function setup(project: TestProject) {
  const { snapshot, remove } = await makeTestSnapshot(process.env.DATABASE_URL);
  project.provide('orbitTestSnapshot', snapshot);
  return remove;
}
