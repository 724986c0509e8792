import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { seedDataDir } from './data-dir';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const mainScript = path.join(repoRoot, 'apps/server/src/main.ts');

/** A free TCP port on 127.0.0.1 (the child listens on it). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type ChildServer = {
  url: string;
  process: ChildProcess;
  /** Output so far (for failure messages). */
  output: () => string;
  /** kill -9, and wait until the process is gone. */
  killHard: () => Promise<void>;
  /** SIGTERM, and wait until the process is gone. */
  stop: () => Promise<void>;
};

/**
 * Starts the real server (`apps/server/src/main.ts`, as `npm start` runs it) as a child process on a free port
 * with the given environment, and waits until /api/health answers.
 */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const waitFor = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    process: child,
    output: () => output,
    killHard: () => waitFor('SIGKILL'),
    stop: () => waitFor('SIGTERM'),
  };
}

/** A temporary DATA_DIR for a child server; removed by the returned function. */
export async function tempDataDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adsmith-child-'));
  await seedDataDir(dir);
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}

/** JSON over HTTP against a child server. */
// Tests read the answer's fields freely; a wrong shape fails their assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export async function callJson(
  url: string,
  options: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const response = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body, headers: response.headers };
}
