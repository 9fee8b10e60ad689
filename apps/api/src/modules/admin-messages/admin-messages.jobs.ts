import type { JobDefinition } from '../../jobs/job-runner';
import {
  DELIVER_JOB,
  DISPATCH_JOB,
  type AdminMessagesService,
  type DeliverJobData,
  type DispatchJobData,
} from './admin-messages.service';

/** At the message's time: splits its audience into delivery batches. */
export const dispatchAdminMessageJob = (
  service: AdminMessagesService,
): JobDefinition<DispatchJobData> => ({
  name: DISPATCH_JOB,
  run: (data) => service.dispatch(data),
});

/** One batch of recipients; a retry adds only what the failed try did not. */
export const deliverAdminMessageJob = (
  service: AdminMessagesService,
): JobDefinition<DeliverJobData> => ({
  name: DELIVER_JOB,
  run: (data) => service.deliver(data),
});
