/**
 * Calibration for pnpm bench: a bare node:http server answering a /api/health-sized JSON, so the
 * requests per second of the real app can be read against what this machine and this load
 * generator can do at all. Listens on 127.0.0.1; prints { ready, port }; stops when stdin closes,
 * on SIGTERM, or after 2 minutes.
 */
import http from 'node:http';

const body = JSON.stringify({ status: 'ok', store: 'memory', google: false });
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ ready: true, port: server.address().port })}\n`));
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
setTimeout(stop, 120_000).unref();
