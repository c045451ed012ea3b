/** The memory of a process and its descendants, from /proc (Linux): the start-memory and growth benches measure with it. */
import { readdirSync, readFileSync } from 'node:fs';

/** VmRSS in MB of one process. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** The process and every descendant, from /proc's parent links. */
export function tree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // A process may end between the listing and the read.
    const parent = readParent(entry);
    if (parent !== null) parents.set(Number(entry), parent);
  }
  const found = [root];
  for (let index = 0; index < found.length; index++) {
    for (const [pid, parent] of parents) if (parent === found[index]) found.push(pid);
  }
  return found;
}

function readParent(pid: string): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) may hold spaces and parentheses: the parent pid is the second field after its last ')'.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}
