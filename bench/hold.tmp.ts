import { openBenchDatabase } from '/work/wt-18/bench/support/bench-database.js';

const started = performance.now();
const b = await openBenchDatabase();
console.log('URL', b.url, 'opened in', ((performance.now() - started) / 1000).toFixed(1), 's');
process.on('SIGTERM', async () => {
  await b.close();
  process.exit(0);
});
setInterval(() => {}, 1 << 30);
