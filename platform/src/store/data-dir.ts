import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

/** A data directory problem, worded for the person starting the app (no stack trace needed). */
export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

/** Creates the data directory when it is missing, or explains why it cannot be used. */
export function prepareDataDir(dir: string): void {
  if (fs.existsSync(dir) && !fs.statSync(dir).isDirectory()) {
    throw new DataDirError(
      `The data directory ${dir} is a file, not a folder. Remove it or set DATA_DIR.`,
    );
  }
  try {
    // the store holds shoppers' details: its folder is the owner's alone, whatever the umask
    const created = !fs.existsSync(dir);
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (created) fs.chmodSync(dir, 0o700);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new DataDirError(
      `Cannot create the data directory ${dir} (${code}). ` +
        'Check that its parent exists and is writable, or set DATA_DIR to another folder.',
    );
  }
  try {
    fs.accessSync(dir, fs.constants.W_OK);
  } catch {
    throw new DataDirError(
      `The data directory ${dir} is not writable. Fix its permissions or set DATA_DIR.`,
    );
  }
}

/**
 * Takes the data directory for this process, for as long as it runs. The embedded database
 * allows one process at a time; a second one gets a clear message instead of a corrupted store.
 *
 * The lock is a Unix socket the process listens on inside the directory: the kernel, not a PID
 * file, says whether its holder still runs (a PID is meaningless across containers, and a
 * check-then-write of a file races). A socket left by a process that died refuses connections
 * and is taken over. Paths too long for a socket use an abstract socket named after the
 * directory (Linux), which holds for the processes of one network namespace. The socket is an
 * HTTP server: the holder may answer operators' commands on it (attachDataDirOperator).
 */
export async function lockDataDir(dir: string): Promise<() => void> {
  const { address, socketPath } = lockAddress(dir);
  for (let attempt = 0; attempt < 3; attempt++) {
    const server = http.createServer((request, response) => {
      const operator = processSlot.__dealerDataDirOperator;
      // an abstract socket has no file permissions to say who may use it: a lock only
      if (operator && address === socketPath) return operator(request, response);
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: 'The process holding the data directory takes no requests.' }),
      );
    });
    server.requestTimeout = 0; // an import handed over may take minutes
    const listened = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
      server.once('error', resolve);
      server.listen(address, () => resolve(null));
    });
    if (!listened) {
      // only the owner may hand the holder work through the socket
      if (address === socketPath) fs.chmodSync(socketPath, 0o600);
      server.unref(); // the lock never keeps the process alive
      let released = false;
      return () => {
        if (released) return;
        released = true;
        server.close();
      };
    }
    if (listened.code !== 'EADDRINUSE') {
      throw new DataDirError(`Could not lock the data directory ${dir} (${listened.code}).`);
    }
    if (await isListening(address)) {
      throw new DataDirError(
        `The data directory ${dir} is in use by another process. ` +
          'Stop that process first, or set DATA_DIR to another folder.',
      );
    }
    fs.rmSync(socketPath, { force: true }); // left by a process that has ended
  }
  throw new DataDirError(`Could not lock the data directory ${dir}.`);
}

const LOCK_SOCKET = '.dealer-platform.lock';

function lockAddress(dir: string): { address: string; socketPath: string } {
  const real = fs.realpathSync(dir);
  const socketPath = path.join(real, LOCK_SOCKET);
  const address =
    Buffer.byteLength(socketPath) < 100
      ? socketPath
      : `\0dealer-platform-${createHash('sha256').update(real).digest('hex').slice(0, 32)}`;
  return { address, socketPath };
}

/**
 * The address of the process holding a data directory, for operators' commands to hand it work
 * (an HTTP server on the lock's socket: only who may enter the directory can reach it); null
 * when no process holds it.
 */
export async function dataDirHolder(dir: string): Promise<string | null> {
  if (!fs.existsSync(dir)) return null;
  const { address, socketPath } = lockAddress(dir);
  if (!(await isListening(address))) return null;
  if (address !== socketPath)
    throw new DataDirError(
      `The data directory ${dir} is in use by another process, and its path is too long for ` +
        'commands to reach that process: stop it first, or use a shorter DATA_DIR.',
    );
  return address;
}

const processSlot = globalThis as typeof globalThis & {
  __dealerDataDirOperator?: http.RequestListener;
};

/**
 * What the process holding the data directory answers on its lock's socket (the app attaches
 * its operator requests, e.g. a stock import); null answers every request 503.
 */
export function attachDataDirOperator(handler: http.RequestListener | null): void {
  processSlot.__dealerDataDirOperator = handler ?? undefined;
}

function isListening(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
