// Many server-sent event streams held open from one process, for the stream benches: each on a socket of its
// own (no agent), its events split on the blank line and handed over as the text of their `data:` lines.
import http from 'node:http';

interface OpenStreams {
  close(): void;
}

/**
 * Opens `count` streams on GET `path` and waits until every one has sent its first bytes (the server's
 * `: open` comment). `onEvent(client, data)` is called for each event with its data.
 */
export async function openStreams(
  port: number,
  path: string,
  headers: Record<string, string>,
  count: number,
  onEvent: (client: number, data: string) => void,
): Promise<OpenStreams> {
  const requests: http.ClientRequest[] = [];
  const opened = Array.from(
    { length: count },
    (_, client) =>
      new Promise<void>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
          if (response.statusCode !== 200) return reject(new Error(`stream ${client}: HTTP ${response.statusCode}`));
          response.setEncoding('utf8');
          let buffered = '';
          response.on('data', (chunk: string) => {
            resolve();
            buffered += chunk;
            for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
              const block = buffered.slice(0, end);
              buffered = buffered.slice(end + 2);
              const data = block
                .split('\n')
                .filter((line) => line.startsWith('data:'))
                .map((line) => line.slice(5).trimStart())
                .join('\n');
              if (data) onEvent(client, data);
            }
          });
        });
        request.on('error', reject);
        requests.push(request);
      }),
  );
  await Promise.all(opened);
  return { close: () => requests.forEach((request) => request.destroy()) };
}
