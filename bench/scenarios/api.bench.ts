import { startApi } from '../lib/api-server';
import { measure, printMeasurements } from '../lib/measure';
import { divisions } from '@bazaar/contracts';

/** Baseline of the foundation: ping and the public browse page of every division. */
export async function run(): Promise<void> {
  const api = await startApi();
  try {
    const rows = [
      await measure({ name: 'GET /api/ping', url: api.url, paths: ['/api/ping'] }),
      await measure({
        name: 'GET /api/listings (6 divisions)',
        url: api.url,
        paths: divisions.map((d) => `/api/listings?section=${d.section}&limit=24`),
      }),
    ];
    printMeasurements('Bazaar api baseline, 20 connections, 10 s each', rows);
  } finally {
    await api.stop();
  }
}
