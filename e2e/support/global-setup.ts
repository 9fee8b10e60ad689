import { smtpPort, startMailServer } from './mail-server';

/**
 * Starts what every journey of the run shares: the SMTP server the app sends its mail to
 * (playwright.config.ts gives the app its address). Answers the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailServer = await startMailServer(smtpPort);
  return () => mailServer.close();
}
