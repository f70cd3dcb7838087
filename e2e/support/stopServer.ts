import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** How long a stopped server may take to close its connections, threads and database. */
const GRACE_MS = 30_000;

/**
 * Stops a server started under npm in its own process group: SIGTERM to the group, then waits
 * until npm has exited and the output pipes have closed, which happens only when the server
 * under npm has ended too (npm can exit first). A server still there after the grace period is
 * killed, so that no journey leaves one running for the rest of the run (one per CI run stayed,
 * waiting in a futex after its SIGTERM); the journey's log says so, with the server's last
 * output, as a server that ignores SIGTERM is a fault of its own.
 */
export async function stopServerGroup(child: ChildProcess, output: () => string): Promise<void> {
  const pipes = [child.stdout, child.stderr].map((stream) =>
    stream && !stream.closed ? once(stream, 'close') : undefined,
  );
  const ended = Promise.all([
    child.exitCode !== null || child.signalCode !== null ? undefined : once(child, 'exit'),
    ...pipes,
  ]);
  if (!child.pid) return;
  signal(child.pid, 'SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), GRACE_MS);
  });
  const outcome = await Promise.race([ended, late]);
  clearTimeout(timer);
  if (outcome !== 'late') return;
  console.warn(
    `A server did not stop within ${GRACE_MS / 1000} s of SIGTERM and was killed. Its last output:\n${output().slice(-2000)}`,
  );
  signal(child.pid, 'SIGKILL');
  await ended;
}

/** Signals the process group; one that has ended already is fine. */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(-pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
