import { afterAll, beforeAll } from 'vitest';
import { requestSender, signUpAdmin, signUpBuyer, type SignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { moderationRequests } from '../../test/moderation-requests';

/**
 * The api a moderation test file runs against, built in the file's `beforeAll` with an
 * administrator and a buyer of its own, and the administrators' moderation requests.
 */
export function moderationTestApp() {
  let testApp: TestApp;
  const accounts = {} as { admin: SignedIn; buyer: SignedIn };

  beforeAll(async () => {
    testApp = await buildTestApp();
    [accounts.admin, accounts.buyer] = await Promise.all([
      signUpAdmin(testApp.app),
      signUpBuyer(testApp.app),
    ]);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const app = () => testApp.app;
  return {
    app,
    accounts,
    send: requestSender(app),
    ...moderationRequests(app, () => accounts.admin),
  };
}
