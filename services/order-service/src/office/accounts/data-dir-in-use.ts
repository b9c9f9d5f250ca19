// Whether another process has a PGlite data directory open. PGlite takes no lock of its own
// (its postmaster.pid names no real process, and a second PGlite opens the same folder and
// corrupts it), but a running one keeps its files open: on Linux, /proc shows them.
import fs from 'node:fs';
import path from 'node:path';

/** The ids of other processes holding a file under `dataDir` open; null where /proc cannot tell (not Linux). */
export function processesUsing(dataDir: string): number[] | null {
  if (!fs.existsSync('/proc/self/fd')) return null;
  let root: string;
  try {
    root = fs.realpathSync(dataDir) + path.sep;
  } catch {
    // No folder yet: nobody uses it.
    return [];
  }
  const holders: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${entry}/fd`);
    } catch {
      // Gone, or another user's process we may not look into.
      continue;
    }
    const holds = fds.some((fd) => {
      try {
        return fs.readlinkSync(`/proc/${entry}/fd/${fd}`).startsWith(root);
      } catch {
        return false;
      }
    });
    if (holds) holders.push(Number(entry));
  }
  return holders;
}
