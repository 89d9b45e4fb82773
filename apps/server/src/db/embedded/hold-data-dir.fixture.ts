// A Hearth stand-in for embedded.test.ts: opens the embedded database of argv[2], says so, and
// waits to be killed.
import { openEmbedded } from './index.js';

const database = await openEmbedded(process.argv[2]!, { log: () => undefined });
process.stdout.write(`ready ${database.cluster.pid}\n`);
setInterval(() => undefined, 60_000);
