// The streams bench's baseline (bench/sportsbook.ts): a bare node:http server, run as its own process like the
// platform's, that holds every GET /stream open and, on POST /emit, writes the posted payload to each as one
// server-sent event. What pushing that many bytes to that many sockets costs this machine, with nothing else.
import http from 'node:http';

const open = new Set();
const server = http.createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/stream') {
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    response.write(': open\n\n');
    open.add(response);
    request.on('close', () => open.delete(response));
    return;
  }
  if (request.method === 'POST' && request.url === '/emit') {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const event = `data: ${Buffer.concat(chunks).toString('utf8')}\n\n`;
      for (const stream of open) stream.write(event);
      response.writeHead(204).end();
    });
    return;
  }
  response.writeHead(404).end();
});
server.listen(Number(process.argv[2]), '127.0.0.1', () => process.send?.('ready'));
