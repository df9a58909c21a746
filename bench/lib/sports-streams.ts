// The sportsbook bench's stream part (bench/sportsbook.ts): odds changes of one match reaching --streams (1,000)
// open board streams. The bench plays the feed job of another process: each change is ingested and told to the
// notify hub (ADR 0041), the server hears it, reads the match once and writes it to every stream of the sport.
// Latency is from the change being made (before its ingestion) to each stream's receipt of the match with the
// new price. Baseline: the same payload pushed to as many streams by a bare node:http server (bare-sse-server.mjs).
import { fork } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from './kit.ts';
import { openStreams } from './sse-clients.ts';

export interface FanoutFigures {
  streams: number;
  changes: number;
  received: number;
  expected: number;
  payloadBytes: number;
  p50: number;
  p99: number;
  max: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function figures(latencies: number[], streams: number, changes: number, payloadBytes: number): FanoutFigures {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    streams,
    changes,
    received: latencies.length,
    expected: streams * changes,
    payloadBytes,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? Number.NaN,
  };
}

/**
 * Measures `changes` changes, one every `gapMs`, reaching `streams` streams of the server on `port`. `change(k)`
 * makes change k (0-based) and tells the hub; `changeOf(data)` answers which change an event carries, if any.
 */
export async function platformFanout(options: {
  port: number;
  streams: number;
  changes: number;
  gapMs: number;
  change: (k: number) => Promise<void>;
  changeOf: (data: string) => number | undefined;
}): Promise<{ figures: FanoutFigures; sample: string }> {
  const sentAt: number[] = [];
  const latencies: number[] = [];
  let sample = '';
  const streams = await openStreams(options.port, '/lgw/sports/stream?sport=football', { merchant: 'HGOLD' }, options.streams, (_client, data) => {
    const k = options.changeOf(data);
    if (k === undefined || sentAt[k] === undefined) return;
    sample ||= data;
    latencies.push(performance.now() - sentAt[k]);
  });
  for (let k = 0; k < options.changes; k++) {
    sentAt[k] = performance.now();
    await options.change(k);
    await sleep(options.gapMs);
  }
  await sleep(3000);
  streams.close();
  return { figures: figures(latencies, options.streams, options.changes, Buffer.byteLength(sample)), sample };
}

/** The same fan-out from a bare node:http server in a process of its own, with `payload(k)` as each event. */
export async function bareFanout(options: {
  port: number;
  streams: number;
  changes: number;
  gapMs: number;
  payload: (k: number) => string;
}): Promise<FanoutFigures> {
  const child = fork(path.join(ROOT, 'bench/lib/bare-sse-server.mjs'), [String(options.port)], { stdio: 'inherit' });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  const sentAt: number[] = [];
  const latencies: number[] = [];
  const streams = await openStreams(options.port, '/stream', {}, options.streams, (_client, data) => {
    const k = (JSON.parse(data) as { k?: number }).k;
    if (k !== undefined && sentAt[k] !== undefined) latencies.push(performance.now() - sentAt[k]);
  });
  try {
    for (let k = 0; k < options.changes; k++) {
      const body = options.payload(k);
      sentAt[k] = performance.now();
      await fetch(`http://127.0.0.1:${options.port}/emit`, { method: 'POST', body });
      await sleep(options.gapMs);
    }
    await sleep(3000);
    return figures(latencies, options.streams, options.changes, Buffer.byteLength(options.payload(0)));
  } finally {
    streams.close();
    child.kill();
  }
}
