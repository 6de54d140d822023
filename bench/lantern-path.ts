// What Lighthouse's simulated LCP waited for, from the artifacts one run saved
// (LIGHTHOUSE_TRACE_DIR=<dir> npm run bench:lighthouse, then: npx tsx bench/lantern-path.ts <dir>/<run>).
// Lighthouse does not report the LCP it sees on this machine: it rebuilds the page load as a graph
// of requests and main-thread tasks (Lantern) and replays the part before the observed paint on a
// simulated phone (slow 4G: 150 ms round trips, 1.6 Mbit/s shared by the requests in flight, the CPU
// 4x slower). This prints that replay, node by node in the order they end: the last one is the LCP.
// Each request shows the connection it was replayed on (requests on one HTTP/1.1 connection wait
// for each other) and what it waited for (a task that issued it, the request that brought it).

import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';

interface GraphNode {
  type: 'network' | 'cpu';
  startTime: number;
  duration: number;
  request?: { url: string; transferSize: number; connectionId: number; resourceType?: string };
  getDependencies(): GraphNode[];
}
type Timing = { startTime: number; endTime: number };

const dir = process.argv[2];
if (!dir) throw new Error('usage: npx tsx bench/lantern-path.ts <LIGHTHOUSE_TRACE_DIR>/<run>');
const artifacts = await loadArtifacts(dir);
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  settings: artifacts.settings,
  gatherContext: artifacts.GatherContext,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  simulator: null,
};
const result = await LanternLargestContentfulPaint.request(data, {
  computedCache: new Map(),
  settings: artifacts.settings,
});
const estimate = result.pessimisticEstimate as { timeInMs: number; nodeTimings: Map<GraphNode, Timing> };
const origin = (result.pessimisticGraph as GraphNode).startTime;
const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const name = (node: GraphNode) =>
  node.request
    ? short(node.request.url)
    : `main-thread task at ${Math.round((node.startTime - origin) / 1000)} ms observed, ${(node.duration / 1000).toFixed(1)} ms`;
const say = (line: string) => process.stdout.write(`${line}\n`);

say(
  `simulated LCP ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(estimate.timeInMs)})`,
);
say(' start    end  what');
for (const [node, t] of [...estimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime)) {
  const after = node
    .getDependencies()
    .map((d) =>
      d.request ? short(d.request.url).split('/').pop() : `task@${Math.round((d.startTime - origin) / 1000)}`,
    )
    .join(', ');
  const detail = node.request
    ? ` ${(node.request.transferSize / 1024).toFixed(1)} KB, connection ${node.request.connectionId}`
    : '';
  say(
    `${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${name(node)}${detail}${after ? `  (after ${after})` : ''}`,
  );
}
