import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const MIB = 1024 * 1024;
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on every usual Linux). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
/** A memory page in MiB (field 24 of /proc/<pid>/stat counts pages). */
const PAGE_MIB = Number(execFileSync('getconf', ['PAGESIZE']).toString().trim()) / MIB;

function statusField(pid: number, name: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`/proc/${pid}/status has no ${name}`);
  return (Number(match[1]) * 1024) / MIB;
}

/** Memory and CPU time of another process on this machine (Linux /proc), in MiB and seconds. */
export function processUsage(pid: number) {
  return {
    /** Resident memory now. */
    rssMiB: () => statusField(pid, 'VmRSS'),
    /** The highest resident memory since the start or the last `resetPeak()`. */
    peakRssMiB: () => statusField(pid, 'VmHWM'),
    /** Starts the peak (VmHWM) again from the resident memory of now. */
    resetPeak: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    /** User and system CPU time of all its threads so far. */
    cpuSeconds: () => {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start at the state, field 3.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    },
  };
}

/** The machine's load average over 1, 5 and 15 minutes, as `uptime` prints it. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** One process of the machine as /proc tells it. */
export interface ProcessRow {
  pid: number;
  /** Its process group (a detached process leads its own, with its children in it). */
  group: number;
  command: string;
  cpuSeconds: number;
  rssMiB: number;
}

/** Every process of the machine now (Linux /proc); those that end while it reads are left out. */
export function processTable(): ProcessRow[] {
  const rows: ProcessRow[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      // Fields after the command name start at the state, field 3.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      rows.push({
        pid: Number(entry),
        group: Number(fields[2]),
        command,
        cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
        rssMiB: Number(fields[21]) * PAGE_MIB,
      });
    } catch {
      // ended meanwhile
    }
  }
  return rows;
}
