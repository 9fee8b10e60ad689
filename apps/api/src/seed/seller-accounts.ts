import { demoBalanceMoves } from './balances';
import { demoLedger, playClock, type DemoSeedStep } from './demo-services';
import { demoSubscriptionMoves } from './subscriptions';

/**
 * The demo sellers' prepaid balances and subscriptions, played through the ledger and
 * subscriptions services in the order they happened: the ledger keeps its postings in that
 * order, and a renewal is charged from the balance of its time. Nobody is notified of the
 * balances' old movements. Returns how many ledger transactions were posted.
 */
export const seedDemoSellerAccounts: DemoSeedStep = async (tx, plan, now, log) => {
  const clock = playClock(now);
  const ledger = demoLedger(tx, clock, log);
  const moves = [
    ...demoBalanceMoves(ledger, plan, now),
    ...(await demoSubscriptionMoves(tx, ledger, clock, log, plan, now)),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  let posted = 0;
  for (const move of moves) {
    clock.set(move.at);
    posted += await move.play();
  }
  return posted;
};
