export { domainEventsPlugin as domainEventsModule } from './domain-events.plugin';
export type {
  DomainEventContext,
  DomainEventPublisher,
  DomainEvents,
  DomainEventSubscriber,
  OutsideDomainEventSubscriber,
  OutsideEffect,
} from './domain-events.service';

// What the demo seed (src/seed) plays the marketplace through, in its own transaction and time.
export { createDomainEventsRepository } from './domain-events.repository';
export { createDomainEvents } from './domain-events.service';
