// The proxy of bench/first-screen.ts, in a process of its own (Lighthouse runs synchronously
// in the bench's): answers each prepared page's path with its HTML, and everything else from
// the server. Arguments: the server's origin and a JSON file of { path: html }; prints its port.
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';

const target = new URL(process.argv[2]);
const pages = new Map(Object.entries(JSON.parse(readFileSync(process.argv[3], 'utf8'))));
const server = createServer((incoming, outgoing) => {
  const html = pages.get(incoming.url ?? '');
  if (html !== undefined) {
    outgoing.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    return;
  }
  const forwarded = request(
    {
      host: target.hostname,
      port: target.port,
      path: incoming.url,
      method: incoming.method,
      headers: incoming.headers,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  forwarded.on('error', () => outgoing.writeHead(502).end());
  incoming.pipe(forwarded);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
