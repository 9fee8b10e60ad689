import {
  auditEntryPage,
  deadJobPage,
  jobQueueList,
  jobRetryResult,
  type DeadJob,
} from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../jobs/job-runner';
import {
  eventually,
  requestSender,
  type SignedIn,
  signUpAdmin,
  signUpSeller,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;
const app = () => testApp.app;
const send = requestSender(app);
let admin: SignedIn;
let failing = true;
const tries: string[] = [];

beforeAll(async () => {
  // The app's own runner gets a job that fails until told not to, as a module defines its jobs.
  testApp = await buildTestApp({
    configure: (built) =>
      built.jobs.define<{ report: string }>({
        name: 'test.health-failing',
        retry: { limit: 0, delaySeconds: 1, backoff: false },
        run: async ({ report }) => {
          tries.push(report);
          if (failing) throw new Error(`the report ${report} could not be written`);
        },
      }),
  });
  admin = await signUpAdmin(app());
});

afterAll(async () => {
  await testApp?.close();
});

async function deadJobs(query = 'name=test.health-failing'): Promise<DeadJob[]> {
  const response = await send('GET', `/api/admin/jobs/dead?${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return deadJobPage.parse(response.json()).items;
}

async function queueOf(name: string) {
  const response = await send('GET', '/api/admin/jobs/queues', admin);
  expect(response.statusCode, response.body).toBe(200);
  return jobQueueList.parse(response.json()).items.find((queue) => queue.name === name);
}

/** Sends a job that fails for good and waits until it is dead. */
async function deadJobSent(report: string, data: object = {}) {
  const id = (await app().jobs.send('test.health-failing', { report, ...data }))!;
  return eventually(async () => (await deadJobs()).find((job) => job.id === id), 20_000);
}

async function auditEntries(action: string) {
  const response = await send('GET', `/api/admin/audit-entries?action=${action}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return auditEntryPage.parse(response.json()).items;
}

describe('job runner health', () => {
  it('is for administrators only', async () => {
    const seller = await signUpSeller(app());
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/admin/jobs/dead'],
      ['GET', '/api/admin/jobs/queues'],
      ['POST', `/api/admin/jobs/dead/${id}/retry`],
      ['POST', '/api/admin/jobs/queues/test.health-failing/retry'],
    ] as const) {
      expect((await send(method, url)).statusCode, url).toBe(401);
      expect((await send(method, url, seller)).statusCode, url).toBe(403);
    }
  });

  it('lists a job that failed for good, with its error and its secrets redacted', async () => {
    const dead = await deadJobSent('r-1', { deliveryToken: 'tok_123', listingId: 'l-1' });
    expect(dead).toMatchObject({
      name: 'test.health-failing',
      data: { report: 'r-1', deliveryToken: '[redacted]', listingId: 'l-1' },
      error: 'the report r-1 could not be written',
      retry_count: 0,
    });
    expect(Date.parse(dead.failed_at)).toBeGreaterThanOrEqual(Date.parse(dead.created_at));
    expect((await queueOf('test.health-failing'))?.failed).toBeGreaterThanOrEqual(1);
    const all = jobQueueList.parse(
      (await send('GET', '/api/admin/jobs/queues', admin)).json(),
    ).items;
    expect(all[0]!.failed).toBeGreaterThan(0);
    expect(all.some((queue) => queue.name.startsWith('__pgboss'))).toBe(false);
    // The app's own queues are listed too, dead or not.
    expect(
      (await send('GET', '/api/admin/jobs/queues', admin)).json().items.length,
    ).toBeGreaterThan(1);
  });

  it('retries one dead job: it runs again, and the retry is in the audit trail', async () => {
    const dead = await deadJobSent('r-2');
    failing = false;
    try {
      const response = await send('POST', `/api/admin/jobs/dead/${dead.id}/retry`, admin);
      expect(response.statusCode, response.body).toBe(200);
      expect(jobRetryResult.parse(response.json())).toEqual({ retried: 1 });
      await eventually(
        () => tries.filter((report) => report === 'r-2').length === 2 || undefined,
        20_000,
      );
      await eventually(
        async () => (await deadJobs()).every((job) => job.id !== dead.id) || undefined,
        20_000,
      );
    } finally {
      failing = true;
    }
    const [entry] = (await auditEntries('job.retry')).filter((each) => each.subject_id === dead.id);
    expect(entry).toMatchObject({
      actor: { id: admin.userId },
      subject_type: 'job',
      after: { queue: 'test.health-failing', retried: 1 },
    });

    // No longer dead: a second retry finds nothing to retry.
    expect((await send('POST', `/api/admin/jobs/dead/${dead.id}/retry`, admin)).statusCode).toBe(
      404,
    );
  });

  it('retries every dead job of one queue', async () => {
    await deadJobSent('r-3');
    await deadJobSent('r-4');
    const before = (await deadJobs()).length;
    expect(before).toBeGreaterThanOrEqual(2);
    failing = false;
    try {
      const response = await send(
        'POST',
        '/api/admin/jobs/queues/test.health-failing/retry',
        admin,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(jobRetryResult.parse(response.json()).retried).toBe(before);
      // Each ran again, and succeeded.
      const ranTwice = (report: string) => tries.filter((each) => each === report).length === 2;
      await eventually(() => (ranTwice('r-3') && ranTwice('r-4')) || undefined, 20_000);
    } finally {
      failing = true;
    }
    expect(await deadJobs()).toEqual([]);
    const entries = await auditEntries('job.retry_queue');
    expect(entries[0]).toMatchObject({
      subject_id: 'test.health-failing',
      after: { retried: before },
    });

    const nothing = await send('POST', '/api/admin/jobs/queues/test.health-failing/retry', admin);
    expect(jobRetryResult.parse(nothing.json())).toEqual({ retried: 0 });
  });

  it('pages through dead jobs and refuses bad input', async () => {
    await deadJobSent('r-5');
    await deadJobSent('r-6');
    const first = deadJobPage.parse(
      (await send('GET', '/api/admin/jobs/dead?name=test.health-failing&limit=1', admin)).json(),
    );
    expect(first.items).toHaveLength(1);
    const secondResponse = await send(
      'GET',
      `/api/admin/jobs/dead?name=test.health-failing&limit=1&cursor=${first.next_cursor}`,
      admin,
    );
    expect(secondResponse.statusCode, secondResponse.body).toBe(200);
    const second = deadJobPage.parse(
      (
        await send(
          'GET',
          `/api/admin/jobs/dead?name=test.health-failing&limit=1&cursor=${first.next_cursor}`,
          admin,
        )
      ).json(),
    );
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    expect(Date.parse(second.items[0]!.failed_at)).toBeLessThanOrEqual(
      Date.parse(first.items[0]!.failed_at),
    );

    expect((await send('GET', '/api/admin/jobs/dead?cursor=nope', admin)).statusCode).toBe(400);
    expect((await send('POST', '/api/admin/jobs/dead/not-a-uuid/retry', admin)).statusCode).toBe(
      400,
    );
    expect(
      (await send('POST', '/api/admin/jobs/queues/DROP%20TABLE/retry', admin)).statusCode,
    ).toBe(400);
  });

  it('refuses to retry a dead job of a kind Bazaar no longer runs', async () => {
    // Another version's runner on the same database, with a kind of job this app does not define.
    const retired = createJobRunner({
      executeSql: app().executeSql,
      works: true,
      scheduled: false,
      log: { info: () => undefined, error: () => undefined },
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 1000,
    });
    retired.define({
      name: 'test.retired-kind',
      retry: { limit: 0 },
      run: async () => {
        throw new Error('no longer run');
      },
    });
    await retired.start();
    try {
      const id = (await retired.send('test.retired-kind', {}))!;
      await eventually(
        async () => (await deadJobs('name=test.retired-kind')).find((job) => job.id === id),
        20_000,
      );
      for (const url of [
        `/api/admin/jobs/dead/${id}/retry`,
        '/api/admin/jobs/queues/test.retired-kind/retry',
      ]) {
        const response = await send('POST', url, admin);
        expect(response.statusCode, url).toBe(409);
        expect(response.json()).toMatchObject({
          error_code: 'CONFLICT',
          user_message: 'Bazaar no longer runs this kind of job, so it cannot be retried.',
        });
      }
    } finally {
      await retired.stop();
    }
  });
});
