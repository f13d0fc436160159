import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Closing an HTTP server under load without losing a request (issue 17 §4). `server.close()`
 * alone waits on busy keep-alive sockets until they idle out, and `closeIdleConnections()` drops
 * a socket whose next request has arrived but not yet been parsed, so a request sent just before
 * the signal got ECONNRESET and was never applied. Instead:
 * - stop accepting new connections;
 * - every request that has arrived, including one whose body is still being read, finishes, and
 *   its answer carries `Connection: close`, so the client opens a new connection (to another
 *   instance) for its next request and the socket ends after that answer;
 * - sockets with no request in flight are closed only after `graceMs` without one (time for
 *   bytes already on the wire to become a request), checked again every 100 ms;
 * - resolves `true` once every connection has ended, or `false` when `timeoutMs` ran out (the
 *   remaining sockets are then destroyed).
 * Call `trackConnections(server)` right after creating the server, `closeGracefully` on SIGTERM.
 */

interface Tracked {
  active: number;
  /** when its last answer ended (or it connected) */
  idleSince: number;
}

const tracked = new WeakMap<Server, { sockets: Map<Socket, Tracked>; closing: boolean }>();

export function trackConnections(server: Server): void {
  const state = { sockets: new Map<Socket, Tracked>(), closing: false };
  tracked.set(server, state);
  server.on('connection', (socket: Socket) => {
    state.sockets.set(socket, { active: 0, idleSince: Date.now() });
    socket.once('close', () => state.sockets.delete(socket));
  });
  server.on('request', (req, res) => {
    const entry = state.sockets.get(req.socket);
    if (entry) entry.active += 1;
    // once closing, every answer tells the client not to reuse this connection
    if (state.closing && !res.headersSent) res.setHeader('Connection', 'close');
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      if (entry) {
        entry.active -= 1;
        entry.idleSince = Date.now();
      }
    };
    res.once('finish', finished);
    res.once('close', finished);
  });
}

export async function closeGracefully(server: Server, { timeoutMs, graceMs = 500 }: { timeoutMs: number; graceMs?: number }): Promise<boolean> {
  const state = tracked.get(server);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  if (!state) {
    server.closeIdleConnections();
    return Promise.race([closed.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), timeoutMs).unref())]);
  }
  state.closing = true;
  const started = Date.now();
  return new Promise<boolean>((resolve) => {
    let finished = false;
    const finish = (ok: boolean) => {
      if (finished) return;
      finished = true;
      clearInterval(sweep);
      if (!ok) for (const socket of state.sockets.keys()) socket.destroy();
      resolve(ok);
    };
    void closed.then(() => finish(true));
    const sweep = setInterval(() => {
      const now = Date.now();
      if (now - started >= timeoutMs) return finish(false);
      for (const [socket, entry] of state.sockets) {
        // a request in flight finishes first; an idle socket gets the grace time for bytes on the wire
        if (entry.active === 0 && now - Math.max(entry.idleSince, started) >= graceMs) socket.end();
      }
    }, 100);
    sweep.unref();
  });
}
