/**
 * The memory a running shop holds: its Node process, and the embedded database's processes that
 * are its children. Shared memory (PostgreSQL's buffers) is counted once, by proportional set size.
 */
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The Node process is read every 100 ms: its heap grows and is collected within a second. Its
 * database's processes grow slowly, and reading all of them costs the machine the shop runs on
 * about 6 ms of CPU (the kernel walks each process's page tables), so they are read every second.
 */
const NODE_EVERY_MS = 100;
const DATABASE_EVERY_MS = 1000;

/** Highest resident memory the process has reached, in bytes (the kernel keeps it: VmHWM). */
export function peakResident(pid: number) {
  return kibibytesField(`/proc/${pid}/status`, 'VmHWM') * 1024;
}

/** Samples the whole tree under `pid` until stopped; `peak()` is its highest total, in bytes. */
export function sampleTreeMemory(pid: number) {
  let peak = 0;
  let database = 0;
  let node = 0;
  const proportional = (process: number) =>
    kibibytesField(`/proc/${process}/smaps_rollup`, 'Pss') * 1024;
  const sampleDatabase = () => {
    database = descendants(pid).reduce((sum, process) => sum + proportional(process), 0);
    peak = Math.max(peak, node + database);
  };
  const sampleNode = () => {
    node = proportional(pid);
    peak = Math.max(peak, node + database);
  };
  sampleDatabase();
  sampleNode();
  const timers = [
    setInterval(sampleNode, NODE_EVERY_MS),
    setInterval(sampleDatabase, DATABASE_EVERY_MS),
  ];
  for (const timer of timers) timer.unref();
  return {
    peak: () => {
      sampleDatabase();
      sampleNode();
      return peak;
    },
    stop: () => timers.forEach((timer) => clearInterval(timer)),
  };
}

/** Every process under `pid`: its children, theirs, and so on. */
export function descendants(pid: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while being read.
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const child of childrenOf.get(parent) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

function kibibytesField(file: string, field: string) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(file, 'utf8'));
    return Number(match?.[1] ?? 0);
  } catch {
    return 0;
  }
}
