// Preloaded into the web server by lib/web-server.ts (`node --expose-gc --import …`): on SIGUSR2
// it collects garbage and writes the process's memory after it to BENCH_MEMORY_FILE, so the bench
// reads the memory that is really kept without attaching an inspector.
import { writeFileSync } from 'node:fs';

const memoryFile = process.env.BENCH_MEMORY_FILE;
if (memoryFile && typeof globalThis.gc === 'function') {
  const collect = globalThis.gc;
  process.on('SIGUSR2', () => {
    // Twice: the first pass may only queue finalizers and weak references that the second frees.
    collect();
    collect();
    writeFileSync(memoryFile, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
  });
}
