/**
 * `tsx apps/server/src/test/aggregator-stand-in/main.ts --port 4599 [--user u --password p --account a]
 *  [--not-ready-polls n] [--reject-mci 123456789 ...] [--procedure-codes W1726,W7060]`
 * Prints AGGREGATOR_STAND_IN_URL=http://127.0.0.1:PORT once listening; runs until SIGTERM/SIGINT.
 */
import { parseArgs } from 'node:util';
import { startAggregatorStandIn, type StandInOptions } from './stand-in.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    user: { type: 'string' },
    password: { type: 'string' },
    account: { type: 'string' },
    'not-ready-polls': { type: 'string' },
    'reject-mci': { type: 'string', multiple: true },
    'procedure-codes': { type: 'string' },
  },
});

const options: StandInOptions = {
  port: Number(values.port),
  user: values.user,
  password: values.password,
  account: values.account,
  notReadyPolls: values['not-ready-polls'] === undefined ? undefined : Number(values['not-ready-polls']),
  rejectMedicaidIds: values['reject-mci'] ?? [],
  procedureCodes: values['procedure-codes']?.split(',').filter(Boolean),
};

const standIn = await startAggregatorStandIn(options);
process.stdout.write(`AGGREGATOR_STAND_IN_URL=${standIn.url}\n`);

const stop = () => {
  standIn.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
