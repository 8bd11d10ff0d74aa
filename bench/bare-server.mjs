// The ceiling the flash-sale bench compares the server with: bare node:http answering each
// path with the bytes and headers the server answered it with, from memory, nothing else.
// Started by bench/flash-sale.ts with a JSON file of answers; prints its port once listening.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = new Map(
  JSON.parse(readFileSync(process.argv[2], 'utf8')).map(({ path, status, headers, body }) => [
    path,
    { status, headers, body: Buffer.from(body, 'base64') },
  ]),
);
const server = createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers).end(answer.body);
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
