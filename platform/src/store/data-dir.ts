import fs from 'node:fs';
import path from 'node:path';

/** A data directory problem, worded for the person starting the app (no stack trace needed). */
export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

const LOCK_FILE = 'dealer-platform.lock';

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
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
    fs.mkdirSync(dir, { recursive: true });
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
 * Takes the data directory for this process. The embedded database allows one process at a
 * time; a second one gets a clear message instead of a corrupted store. A lock left by a
 * process that no longer runs is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const lockPath = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (owner === process.pid) return () => {};
      if (Number.isFinite(owner) && processIsAlive(owner)) {
        throw new DataDirError(
          `The data directory ${dir} is in use by another process (pid ${owner}). ` +
            'Stop that process first, or set DATA_DIR to another folder.',
        );
      }
      fs.unlinkSync(lockPath); // stale lock from a process that has ended
    }
  }
  throw new DataDirError(`Could not lock the data directory ${dir}.`);
}
