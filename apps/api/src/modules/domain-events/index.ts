export { domainEventsPlugin as domainEventsModule } from './domain-events.plugin';
export type {
  DomainEventContext,
  DomainEventPublisher,
  DomainEvents,
  DomainEventSubscriber,
  OutsideDomainEventSubscriber,
  OutsideEffect,
} from './domain-events.service';
