/**
 * Chooses which of PostgreSQL's own log lines reach the server's output: FATAL and PANIC with
 * the DETAIL and HINT lines that explain them (a version mismatch names both versions there);
 * ordinary statement ERRORs (a refused duplicate, a double booking) are the API's business and
 * are shown only at debug level.
 */
export function postgresLogFilter(say: (line: string) => void, debug: boolean): (line: string) => void {
  let explaining = false;
  return (line) => {
    // Connection attempts refused while PostgreSQL starts or recovers: waiting for it is normal.
    if (/the database system is (starting up|not yet accepting connections|in recovery mode)/.test(line)) return;
    const severe = /\b(FATAL|PANIC):/.test(line) || (debug && /\bERROR:/.test(line));
    const explanation = /\b(DETAIL|HINT):/.test(line);
    if (severe || (explaining && explanation) || !/^\d{4}-\d\d-\d\d /.test(line)) {
      say(`[postgres] ${line}`);
    }
    if (!explanation) explaining = severe;
  };
}
