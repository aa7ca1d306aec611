// The reference server, run as its own process like the target: a bare node:http server that reads
// the body and answers 201 with a small JSON body. Prints "echo ready <port>".
import { createServer } from 'node:http';

const body = JSON.stringify({ id: '00000000-0000-4000-8000-000000000000' });
const server = createServer((req, res) => {
  req.on('data', () => {});
  req.on('end', () => {
    res.writeHead(201, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => console.log(`echo ready ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
