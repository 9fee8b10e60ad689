import { hostname } from 'node:os';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { createDeadJobsRepository } from '../jobs/dead-jobs.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus metrics; modules add their gauges to `registry`. */
    metrics: { registry: Registry };
  }
}

/** Answers of routes that do not exist are counted under one name, not their many addresses. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Seconds; from a cached page (milliseconds) to an import or a slow report (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics of this process (ADR 0079), read at GET /api/metrics: the process's own
 * (CPU, memory, event loop, garbage collection), every answer's latency by method, route
 * pattern and status class, the PostgreSQL pool's connections and the job queues' depths. Each
 * api process keeps its own and labels them with `api_instance`, so the series of several
 * instances behind one proxy stay apart.
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    registry.setDefaultLabels({ api_instance: `${hostname()}:${process.pid}` });
    collectDefaultMetrics({ register: registry });

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to answer, by method, route pattern and status class',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      requestDuration.observe(
        {
          method: request.method,
          // The pattern (/api/products/:id), never the address: one series per route.
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
    });

    const { poolUse } = app.databaseHealth;
    if (poolUse) {
      new Gauge({
        name: 'bazaar_db_pool_connections',
        help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const use = poolUse();
          this.set({ state: 'total' }, use.total);
          this.set({ state: 'idle' }, use.idle);
          this.set({ state: 'waiting' }, use.waiting);
        },
      });
    }

    const jobQueues = createDeadJobsRepository(app.executeSql);
    new Gauge({
      name: 'bazaar_job_queue_depth',
      help: 'Jobs waiting to be worked (created or due for a retry), per queue',
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        try {
          const depths = await jobQueues.queueDepths();
          this.reset();
          for (const { name, queued } of depths) this.set({ queue: name }, queued);
        } catch (error) {
          // The scrape still gets the other metrics; readiness reports the database.
          app.log.warn({ err: error }, 'the job queue depths could not be read');
        }
      },
    });

    app.decorate('metrics', { registry });
    app.addHook('onClose', () => registry.clear());
  },
  { name: 'metrics', dependencies: ['db', 'jobs'] },
);
