/**
 * The memory a running shop holds: its Node process, and the embedded database's processes that
 * are its children. Shared memory (PostgreSQL's buffers) is counted once, by proportional set size.
 */
import { readdirSync, readFileSync } from 'node:fs';

const SAMPLE_EVERY_MS = 100;

/** Highest resident memory the process has reached, in bytes (the kernel keeps it: VmHWM). */
export function peakResident(pid: number) {
  return kibibytesField(`/proc/${pid}/status`, 'VmHWM') * 1024;
}

/** Samples the whole tree under `pid` until stopped; `peak()` is its highest total, in bytes. */
export function sampleTreeMemory(pid: number) {
  let peak = 0;
  const sample = () => {
    const total = descendants(pid).reduce(
      (sum, process) => sum + kibibytesField(`/proc/${process}/smaps_rollup`, 'Pss') * 1024,
      kibibytesField(`/proc/${pid}/smaps_rollup`, 'Pss') * 1024,
    );
    peak = Math.max(peak, total);
  };
  sample();
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  timer.unref();
  return {
    peak: () => {
      sample();
      return peak;
    },
    stop: () => clearInterval(timer),
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
