import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, mkdir, open, readFile, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/**
 * Two processes on one PGlite directory each believe they own it: both hand out the same ids
 * and one overwrites the other's writes. Node has no flock(), so the lock is a file created
 * with O_EXCL that names its holder (host, pid and, on Linux, the process's start time). A
 * holder that is gone - killed with -9, or the machine restarted - is recognised as such and
 * its file replaced, so a crash never blocks the next start.
 */

export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    detail: string,
  ) {
    super(
      `Another server is already using the database in ${dir}${detail}. Stop it first, or set DATA_DIR to another directory.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

interface Holder {
  host: string;
  pid: number;
  /** Kernel start time of the process (Linux), so a pid reused by another process is not mistaken for the holder. */
  started: string | null;
}

export interface DirectoryLock {
  /** Removes the lock file, if it is still ours. */
  release(): Promise<void>;
}

/** Lock files this process holds: a second open in the same process is refused too. */
const heldHere = new Set<string>();

/** The lock file beside the directory, not in it: PostgreSQL's initdb wants an empty directory. */
export function lockFileFor(dir: string): string {
  return `${dir}.lock`;
}

/** Locks `dir` for this process, or throws DatabaseInUseError naming who holds it. */
export async function lockDirectory(dir: string): Promise<DirectoryLock> {
  const file = lockFileFor(dir);
  await mkdir(dirname(file), { recursive: true });
  const me = currentHolder();
  const content = JSON.stringify(me);
  // A few rounds: each one either takes the lock, refuses, or removes a dead holder's file.
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await createExclusive(file, content)) {
      heldHere.add(file);
      return { release: () => release(file, content) };
    }
    const holder = await readHolder(file);
    if (holder === undefined) continue; // removed between our attempt and the read
    if (heldHere.has(file) || isAlive(holder)) {
      throw new DatabaseInUseError(dir, describe(holder, file));
    }
    await removeStale(file, holder);
  }
  throw new DatabaseInUseError(dir, ` (the lock file ${file} keeps changing)`);
}

/**
 * Creates `file` with `content` only if it does not exist. The content is written to a file of
 * our own first and then hard-linked into place, so nobody ever reads a half-written lock.
 */
async function createExclusive(file: string, content: string): Promise<boolean> {
  // Unique per attempt: two opens in one process must not share (and delete) one draft.
  const draft = `${file}.${process.pid}.${randomUUID()}.draft`;
  await writeFile(draft, content);
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    // A file system without hard links: create in place (a crash mid-write leaves it unreadable).
    if (codeOf(error) === 'EPERM' || codeOf(error) === 'ENOTSUP')
      return createInPlace(file, content);
    throw error;
  } finally {
    await unlinkIfPresent(draft);
  }
}

async function createInPlace(file: string, content: string): Promise<boolean> {
  try {
    const handle = await open(file, 'wx');
    try {
      await handle.writeFile(content);
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    throw error;
  }
}

/** The holder named in the file; null when it names none (then it is treated as alive). */
async function readHolder(file: string): Promise<Holder | null | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { host, pid, started } = parsed as Record<string, unknown>;
    if (typeof host !== 'string' || typeof pid !== 'number' || !Number.isInteger(pid)) return null;
    return { host, pid, started: typeof started === 'string' ? started : null };
  } catch {
    return null;
  }
}

/**
 * Whether the holder may still be running. Another host's process cannot be checked from
 * here, so it counts as alive: a refusal there is safe, two writers are not.
 */
function isAlive(holder: Holder | null): boolean {
  if (holder === null) return true;
  if (holder.host !== hostname()) return true;
  // Our own pid, but not in heldHere: a file from an earlier life of this pid (a container
  // restarted, where the server is often pid 1 again).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if (codeOf(error) !== 'EPERM') return false;
  }
  const started = startTimeOf(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

/**
 * Removes a dead holder's file under a second, short-lived lock, so two servers starting at
 * once cannot both remove it and then each delete the other's fresh lock.
 */
async function removeStale(file: string, stale: Holder | null) {
  const breaker = `${file}.breaking`;
  if (!(await createExclusive(breaker, JSON.stringify(currentHolder())))) {
    const other = await readHolder(breaker);
    // Another starter is removing it right now; a breaker left by a killed one is cleared.
    if (other !== undefined && !isAlive(other)) await unlinkIfPresent(breaker);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return;
  }
  try {
    const now = await readHolder(file);
    if (JSON.stringify(now) === JSON.stringify(stale)) await unlinkIfPresent(file);
  } finally {
    await unlinkIfPresent(breaker);
  }
}

async function release(file: string, content: string) {
  if (!heldHere.delete(file)) return;
  try {
    if ((await readFile(file, 'utf8')) === content) await unlinkIfPresent(file);
  } catch (error) {
    if (codeOf(error) !== 'ENOENT') throw error;
  }
}

async function unlinkIfPresent(file: string) {
  try {
    await unlink(file);
  } catch (error) {
    if (codeOf(error) !== 'ENOENT') throw error;
  }
}

function currentHolder(): Holder {
  return { host: hostname(), pid: process.pid, started: startTimeOf(process.pid) };
}

/** Field 22 of /proc/<pid>/stat (clock ticks after boot); null where there is no /proc. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; fields after it are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function describe(holder: Holder | null, file: string): string {
  if (holder === null) {
    return ` (its lock file ${file} names no process; delete that file if no server is running)`;
  }
  if (holder.host === hostname()) return ` (process ${holder.pid} on this machine)`;
  // A machine or container we cannot look into; a recreated container has a new host name.
  return ` (process ${holder.pid} on ${holder.host}; if no server runs there any more, delete ${file})`;
}

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}
