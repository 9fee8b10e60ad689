import type { DomainEventPublisher } from '../domain-events';
import { systemClock, type Clock } from '../../lib/clock';
import { createCartAdditions } from './add-to-cart';
import { createCartPorts } from './cart-ports';
import { createCartViews } from './cart-views';
import type { CartsRepository } from './carts.repository';
import { createCartEditing } from './edit-cart';

export type { CheckoutLine } from './cart-ports';

export interface CartsServiceDependencies {
  repository: CartsRepository;
  /** `cart.item_added` for each product put in a cart (statistics count them). */
  events: DomainEventPublisher;
  clock?: Clock;
}

export function createCartsService({
  repository,
  events,
  clock = systemClock,
}: CartsServiceDependencies) {
  const views = createCartViews({ repository, clock });
  const { cartsOf } = views;
  return {
    ...views,
    ...createCartAdditions({ repository, events, clock, cartsOf }),
    ...createCartEditing({ repository, clock, cartsOf }),
    ...createCartPorts({ repository, clock }),
  };
}

export type CartsService = ReturnType<typeof createCartsService>;
