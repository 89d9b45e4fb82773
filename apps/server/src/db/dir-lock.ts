import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file holding our pid. A lock left by a dead process is taken over;
 * one held by a live process is a clear error: the embedded PostgreSQL of a directory belongs to
 * one Hearth, which starts it, stops it and stops the orphan a killed Hearth left behind.
 */
export function acquireDirLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The data directory is in use by another Hearth process (pid ${pid}). ` +
            `Stop it, or set DATA_DIR to another directory (lock file: ${file}).`,
        );
      }
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${file}`);
}
