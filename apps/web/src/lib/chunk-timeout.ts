// A page's code is fetched when the visitor first opens it. On a connection that stalls, the fetch could hang
// for ever behind a spinner; after two minutes the page gives up and says so, with a reload button
// (app/layout/route-feedback.tsx).

/** How long a page's code may take to arrive. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A page's code did not arrive in time. */
export class ChunkLoadTimeout extends Error {
  constructor() {
    super(`The page's code did not arrive within ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`);
    this.name = 'ChunkLoadTimeout';
  }
}

export function isChunkLoadTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadTimeout';
}

/** The same loader, failing with ChunkLoadTimeout when it has not settled within the timeout. */
export function withLoadTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeout()), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
