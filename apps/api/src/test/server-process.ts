import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.resolve(here, '../server.ts');
/** tsx with @guia/contracts mapped to its sources (as vitest does), so no build is needed */
const tsconfig = path.resolve(here, 'server.tsconfig.json');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** resolves with the exit code once the process has ended */
  exited: Promise<number | null>;
  /** everything it printed so far */
  output(): string;
  /** SIGTERM, then the exit code */
  stop(): Promise<number | null>;
}

/**
 * The real server (src/server.ts through tsx) as a child process, the way `pnpm start` runs it,
 * in `cwd` (so no .env of the repo is read). Resolves once /api/health answers.
 */
export async function startServer(env: Record<string, string>, cwd: string, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const tsx = import.meta.resolve('tsx');
  let out = '';
  const child = spawn(process.execPath, ['--import', tsx, serverEntry], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      TSX_TSCONFIG_PATH: tsconfig,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      BCRYPT_COST: '4',
      MONGODB_URI: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let up = false;
  let ended = false;
  void exited.then(() => (ended = true));
  while (!up && !ended && Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      up = res.ok;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  if (!up) {
    child.kill('SIGKILL');
    throw new Error(`the server did not start:\n${out}`);
  }
  return {
    url,
    port,
    child,
    exited,
    output: () => out,
    async stop() {
      if (!ended) child.kill('SIGTERM');
      return exited;
    },
  };
}
