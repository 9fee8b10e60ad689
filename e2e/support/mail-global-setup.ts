import { serveMail, SMTP_PORT } from './mail-server';

/**
 * Starts the run's one SMTP server before any journey and stops it after the last (Playwright
 * takes the function answered for the global teardown). Journeys read their mail with
 * `waitForMail` from whichever worker they run in.
 */
export default async function startRunMailServer(): Promise<() => Promise<void>> {
  return serveMail(SMTP_PORT);
}
