import type { Queryable } from '../../db/client';

/**
 * The port through which subscriptions learn how a seller's stores are connected (ADR 0058):
 * spec §1/§9 take 10% off a store connected through shopline. E-shop connections arrive with
 * issue 20; until then the composition wires `noEShopConnections`, which truthfully answers
 * that nobody has connected a store, and issue 20 wires its own module here.
 */
export interface EShopConnectionsPort {
  /**
   * The e-shop providers (e.g. `shopline`) through which the seller's stores are connected; on
   * `tx` when asked inside a transaction (PGlite has one connection: a query beside the open
   * transaction would wait for it forever).
   */
  providersOf(sellerId: string, tx?: Queryable): Promise<readonly string[]>;
}

/** No e-shop integration exists yet, so no seller has a connected store. */
export const noEShopConnections: EShopConnectionsPort = {
  providersOf: () => Promise.resolve([]),
};
