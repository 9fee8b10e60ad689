import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const MIB = 1024 * 1024;
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on every usual Linux). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

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
