/**
 * Background work on a job queue in PostgreSQL (pg-boss, docs/decisions/014), shared by every Hearth
 * instance on the database: a scheduled run happens once whichever instances are up, two instances
 * never run the same job at once, a failed run is retried with a growing delay, and a run whose
 * instance died (`kill -9`) is retried once it expires. pg-boss keeps its tables in its own schema
 * (`pgboss`), created and upgraded by pg-boss itself, not by Hearth's migrations.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { serializeError } from './logging.js';

/**
 * One kind of background work. Each job is a pg-boss queue with the `stately` policy: at most one
 * run in progress and one waiting, across all instances.
 *
 * Register a job by adding its definition to the list `main.ts` passes to {@link startJobQueue}
 * (`backgroundJobs` in `app.ts`); the module that owns the work exports a function from its door
 * that returns the definition, with its dependencies (db, clock, log) bound.
 */
export type JobDefinition = {
  /** The queue's name: letters, digits, `-` and `_` (`housekeeping`, `aggregator-send`). */
  name: string;
  /**
   * The work; `data` is what {@link JobQueue.trigger} was given (`{}` for scheduled runs). Throwing
   * fails the run, which is retried. A run may be repeated (a retry after a failure or a crash, a
   * run that outlived `expireInSeconds`): it must be safe to run twice, and two instances' runs of
   * *different* jobs do overlap.
   */
  run: (data: unknown) => Promise<void>;
  /** When to run: a 5-field cron expression in UTC (`'5 * * * *'`: hourly at :05). Omitted → only on trigger. */
  cron?: string;
  /** Queue a run when an instance starts (not queued again while one is waiting). */
  runOnStart?: boolean;
  /** Retries after a failed run; default 3. */
  retryLimit?: number;
  /** Delay before the first retry, doubled (with jitter) for each further one; default 60 s. */
  retryDelaySeconds?: number;
  /**
   * How long a run may take, default 15 minutes (pg-boss's limit: under 24 hours). A run still
   * going then counts as failed and is retried, possibly while the first one goes on; a run whose
   * instance died is retried after this (plus up to two minutes until pg-boss's maintenance sees it).
   */
  expireInSeconds?: number;
};

export type JobQueue = {
  /**
   * Queues a run of a registered job now; this instance's worker is woken at once. Nothing is
   * queued when a run is already waiting (the waiting run will see whatever the trigger was about).
   */
  trigger(name: string, data?: object): Promise<void>;
  /** Stops taking work, waits for runs in progress (`stopTimeoutMs`) and closes the queue's pool. */
  stop(): Promise<void>;
};

/** The part of the queue a route or use case needs (AppDeps.jobs). */
export type JobTrigger = Pick<JobQueue, 'trigger'>;

/** Fastify's logger fits. */
export type JobLog = {
  debug: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type JobQueueOptions = {
  /** Hearth's database (Database.url); pg-boss opens its own small pool on it. */
  connectionString: string;
  log: JobLog;
  jobs: JobDefinition[];
  /** pg-boss's schema; default `pgboss`. */
  schema?: string;
  /** pg-boss's pool: polling and bookkeeping only (the jobs use Hearth's pool); default 2. */
  poolSize?: number;
  /** How often each worker asks for work; default 5 s, at least 0.5 (a trigger wakes its instance's worker). */
  pollingIntervalSeconds?: number;
  /** How often schedules are looked at; default 30 s (the cron is minute-precise either way). */
  cronCheckSeconds?: number;
  /** How often expired runs are failed and old jobs archived; default 120 s. */
  maintenanceSeconds?: number;
  /** How long stop() waits for runs in progress before failing them (to be retried); default 10 s. */
  stopTimeoutMs?: number;
};

export const JOB_SCHEMA = 'pgboss';
const DEFAULT_RETRY_LIMIT = 3;
const DEFAULT_RETRY_DELAY_SECONDS = 60;
const DEFAULT_EXPIRE_SECONDS = 15 * 60;

type RunContext = { log: JobLog; pollingIntervalSeconds: number };

/** Runs one job and logs the outcome; a failure is rethrown with the logged (value-free) message for pg-boss to keep. */
async function runOne(job: JobDefinition, taken: PgBoss.JobWithMetadata, log: JobLog): Promise<void> {
  const started = Date.now();
  try {
    await job.run(taken.data ?? {});
    log.debug({ job: job.name, ms: Date.now() - started }, 'job done');
  } catch (err) {
    const attempt = taken.retryCount + 1;
    const last = taken.retryCount >= taken.retryLimit;
    const about = { job: job.name, attempt, attempts: taken.retryLimit + 1, err };
    if (last) log.error(about, 'job failed; no retries left');
    else log.warn(about, 'job failed; it will be retried');
    // pg-boss stores what is thrown (pgboss.job.output): never the values a database error may quote.
    throw new Error(serializeError(err).message);
  }
}

const DEADLOCK = '40P01';

/**
 * Creates the queue, or updates its options (a newer version may change them). Two instances
 * creating the same queue at once can deadlock in pg-boss's create_queue (it adds a partition to
 * the job table): the one PostgreSQL aborted waits a moment, tries again and finds the queue there.
 */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; !(await boss.getQueue(queue.name)); attempt++) {
    try {
      await boss.createQueue(queue.name, queue);
    } catch (err) {
      if (attempt >= 5 || (err as { code?: unknown }).code !== DEADLOCK) throw err;
      await sleep(50 + Math.random() * 200);
    }
  }
  await boss.updateQueue(queue.name, queue);
}

/** Creates or updates the job's queue and schedule, and starts this instance's worker for it; returns the worker's id. */
async function register(boss: PgBoss, job: JobDefinition, c: RunContext): Promise<string> {
  const queue: PgBoss.Queue = {
    name: job.name,
    policy: 'stately',
    retryLimit: job.retryLimit ?? DEFAULT_RETRY_LIMIT,
    retryDelay: job.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: job.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
  };
  await ensureQueue(boss, queue);
  if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
  else await boss.unschedule(job.name);
  return boss.work<object>(
    job.name,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: c.pollingIntervalSeconds },
    async ([taken]) => {
      if (taken) await runOne(job, taken, c.log);
    },
  );
}

function assertDistinctNames(jobs: JobDefinition[]): void {
  const names = jobs.map((j) => j.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`Two jobs are named ${twice}`);
}

/**
 * Starts pg-boss on the database (creating or upgrading its schema), registers the jobs (queues,
 * cron schedules, one worker per job on this instance) and queues the `runOnStart` ones. Call it
 * once per server process, after migrations; stop it before the database pool closes.
 */
export async function startJobQueue(p: JobQueueOptions): Promise<JobQueue> {
  assertDistinctNames(p.jobs);
  const boss = new PgBoss({
    connectionString: p.connectionString,
    schema: p.schema ?? JOB_SCHEMA,
    max: p.poolSize ?? 2,
    application_name: 'hearth-jobs',
    cronMonitorIntervalSeconds: p.cronCheckSeconds ?? 30,
    // pg-boss's internal worker turning a due schedule into a job: every 5 s, or as often as the schedules are read.
    cronWorkerIntervalSeconds: Math.min(p.cronCheckSeconds ?? 30, 5),
    maintenanceIntervalSeconds: p.maintenanceSeconds ?? 120,
  });
  // An EventEmitter's 'error' with no listener would end the process.
  boss.on('error', (err) => p.log.error({ err }, 'job queue error'));
  await boss.start();
  const workers = new Map<string, string>();
  let stopping: Promise<void> | undefined;
  const enqueue = async (name: string, data: object) => {
    const worker = workers.get(name);
    if (worker === undefined) throw new Error(`No job named ${name}`);
    if (stopping) throw new Error('The job queue is stopped');
    // null: a run is already waiting (stately queue).
    if ((await boss.send(name, data)) !== null) boss.notifyWorker(worker);
  };
  const context = { log: p.log, pollingIntervalSeconds: p.pollingIntervalSeconds ?? 5 };
  try {
    for (const job of p.jobs) workers.set(job.name, await register(boss, job, context));
    for (const job of p.jobs) if (job.runOnStart) await enqueue(job.name, {});
  } catch (err) {
    await boss.stop({ graceful: false });
    throw err;
  }
  p.log.info({ jobs: p.jobs.map((j) => ({ name: j.name, cron: j.cron ?? null })) }, 'job queue started');

  return {
    trigger: (name, data = {}) => enqueue(name, data),
    stop() {
      stopping ??= boss.stop({ graceful: true, wait: true, timeout: p.stopTimeoutMs ?? 10_000 });
      return stopping;
    },
  };
}
