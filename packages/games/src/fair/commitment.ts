// The commitment to a server seed, published before the first round played with it.
import { FairError, fromHex, toHex, type FairHash } from './hash.ts';

export function commitServerSeed(serverSeed: string, hash: FairHash): string {
  if (!/^[0-9a-f]{64}$/.test(serverSeed)) throw new FairError('fair_bad_server_seed', 'The server seed must be 64 lower-case hex digits');
  return toHex(hash.sha256(fromHex(serverSeed)));
}

export function seedMatchesCommitment(serverSeed: string, commitment: string, hash: FairHash): boolean {
  if (!/^[0-9a-f]{64}$/.test(serverSeed)) return false;
  return commitServerSeed(serverSeed, hash) === commitment.toLowerCase();
}
