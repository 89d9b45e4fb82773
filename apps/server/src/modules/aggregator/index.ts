// The aggregator module's door (Pennsylvania's EVV aggregator, docs/decisions/015): what app.ts,
// main.ts and other modules may use. It writes the aggregator_* tables only; the modules whose
// records it sends queue their changes here, in their own transactions.
export { aggregatorModule } from './aggregator.routes.js';
export { aggregatorJob, type AggregatorDeps } from './aggregator.service.js';
export { aggregatorSendJob } from './aggregator-job.js';
export { queueForAggregator, type AggregatorChange } from './outbox.repo.js';
export { visitAcceptedSql, visitCounts as aggregatorVisitCounts } from './aggregator.repo.js';
export type { AggregatorConnection } from './sender.js';
export { startSenderThread, type SenderRunner, type SenderThread } from './sender-runner.js';
