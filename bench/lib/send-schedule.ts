/**
 * When a client of the chat scenario sends, in ms after the start: `perHundredPerSecond` messages
 * a second for every 100 clients, each client every `100 / perHundredPerSecond` s, and client `c`
 * of `clients` a `c / clients` share of that interval after the first, so the messages of all
 * clients together are evenly spaced (2,000 clients at 10 per 100: one every 5 ms, each client
 * every 10 s). Sends stop before `seconds`.
 */
export function sendOffsetsMs(
  client: number,
  clients: number,
  perHundredPerSecond: number,
  seconds: number,
): number[] {
  const intervalMs = (100 / perHundredPerSecond) * 1000;
  const offsets: number[] = [];
  for (let at = (client / clients) * intervalMs; at < seconds * 1000; at += intervalMs) {
    offsets.push(Math.round(at));
  }
  return offsets;
}

/** The most messages a client may send a minute: the api's `chat-messages:account` limit. */
export const MESSAGES_PER_ACCOUNT_MINUTE = 30;

/** The highest rate per 100 clients whose clients stay within the api's per-account limit. */
export const MAX_PER_HUNDRED_PER_SECOND = (MESSAGES_PER_ACCOUNT_MINUTE / 60) * 100;
