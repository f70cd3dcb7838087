import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestEnvironment, testEnvironment } from '../test/testApp.ts';
import { openDatabase, pgliteDirFor } from './client.ts';
import { DatabaseInUseError, lockDirectory, lockFileFor } from './directoryLock.ts';

describe('the embedded database directory lock', () => {
  let environment: TestEnvironment;
  let dir: string;

  beforeEach(async () => {
    environment = await testEnvironment('pglite');
    dir = pgliteDirFor(environment.dataDir);
  });

  afterEach(async () => {
    await environment?.cleanup();
  });

  it('refuses a second open of the same directory until the first is closed', async () => {
    const first = await openDatabase({ pgliteDir: dir });
    try {
      await first.migrate();
      const refused = openDatabase({ pgliteDir: dir });
      await expect(refused).rejects.toThrow(DatabaseInUseError);
      await expect(refused).rejects.toThrow(
        `Another server is already using the database in ${dir} (process ${process.pid} on this machine). Stop it first, or set DATA_DIR to another directory.`,
      );
    } finally {
      await first.close();
    }
    // Closing released the lock: the next open works and finds the data.
    await expect(readdir(environment.dataDir)).resolves.not.toContain('pgdata.lock');
    const second = await openDatabase({ pgliteDir: dir });
    try {
      await expect(second.ping()).resolves.toBeUndefined();
    } finally {
      await second.close();
    }
  });

  it('lets exactly one of two opens at the same moment have the directory', async () => {
    const results = await Promise.allSettled([lockDirectory(dir), lockDirectory(dir)]);
    const taken = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(taken).toHaveLength(1);
    expect(refused.map((result) => result.reason)).toEqual([expect.any(DatabaseInUseError)]);
    await taken[0]?.value.release();
  });

  it('does not lock in-memory databases', async () => {
    const first = await openDatabase({ pgliteDir: 'memory://' });
    const second = await openDatabase({ pgliteDir: 'memory://' });
    await Promise.all([first.close(), second.close()]);
    expect(await readdir(environment.dataDir)).toEqual([]);
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    // A real pid that is gone now, as after kill -9.
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const file = lockFileFor(dir);
    await writeFile(file, JSON.stringify({ host: hostname(), pid: dead, started: '1' }));
    const lock = await lockDirectory(dir);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  // Telling a reused pid apart needs the process start time, which Linux has in /proc.
  it.skipIf(!existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to another process',
    async () => {
      // Our parent is alive, but it did not start at the time the file says.
      const file = lockFileFor(dir);
      const reused = { host: hostname(), pid: process.ppid, started: '1' };
      await writeFile(file, JSON.stringify(reused));
      const lock = await lockDirectory(dir);
      expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ pid: process.pid });
      await lock.release();
    },
  );

  it('refuses while the holder lives, and when it runs on another machine', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      const file = lockFileFor(dir);
      const started = (await readFile(`/proc/${holder.pid}/stat`, 'utf8').catch(() => ''))
        .split(') ')[1]
        ?.split(' ')[19];
      await writeFile(
        file,
        JSON.stringify({ host: hostname(), pid: holder.pid, started: started ?? null }),
      );
      await expect(lockDirectory(dir)).rejects.toThrow(
        `(process ${holder.pid} on this machine). Stop it first`,
      );
      await writeFile(file, JSON.stringify({ host: 'elsewhere', pid: 4242, started: null }));
      await expect(lockDirectory(dir)).rejects.toThrow(
        `(process 4242 on elsewhere; if no server runs there any more, delete ${file}).`,
      );
      // The refused attempts left the holder's file alone.
      expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ host: 'elsewhere' });
    } finally {
      holder.kill();
      await once(holder, 'exit');
    }
  });
});
