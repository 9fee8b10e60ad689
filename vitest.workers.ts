import { availableParallelism } from 'node:os';

/**
 * The test workers of every Vitest project. Vitest's default (one fewer than the cores) leaves one
 * worker on a two-core CI machine, idle while an API test waits for a job, a socket or a timer:
 * two there. Vitest 5 takes the count per project and runs the projects of one group in one pool,
 * which refuses projects that disagree, so each project's config states this one.
 */
export const maxWorkers = Math.max(2, availableParallelism() - 1);
