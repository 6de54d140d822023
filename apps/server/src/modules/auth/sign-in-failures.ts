import type { Database } from '../../db/client.js';
import { type AuditService, createAuditService } from '../audit/audit.service.js';
import { createSignInFailuresRepository } from './sign-in-failures.repository.js';

export interface FailedSignIn {
  username: string;
  address: string;
  userId: number | null;
  reason: 'wrongPassword' | 'unknownUser' | 'userDisabled';
}

/**
 * The audit of failed sign-ins, one entry per address and window: the first failure of an
 * address is written at once, as it was (the name tried, why); the ones after it within the
 * window are counted (sign_in_failures) and written as one entry when the window is over
 * (`repeated`: how many, the names tried, the last one's time). The trail is append-only, so the
 * fold is written after the fact: by the next failure of that address, the next sign-in, or this
 * process when the window ends, whichever comes first; once, by whoever takes it from the table.
 */
export function createSignInFailures({
  db,
  audit,
  windowMinutes,
}: {
  db: Database;
  audit: AuditService;
  windowMinutes: number;
}) {
  const repo = createSignInFailuresRepository(db, windowMinutes);
  let timer: NodeJS.Timeout | null = null;

  /** Writes every window that is over as one entry, in the transaction that takes it from the table. */
  async function writeClosed() {
    await db.transaction(async (tx) => {
      const closed = await repo.takeClosed(tx);
      const trail = createAuditService({ db: tx as unknown as Database });
      for (const w of closed) {
        await trail.record({
          entity: 'user',
          recordId: null,
          action: 'signInFailed',
          changes: [
            ['reason', null, 'repeated'],
            ['attempts', null, w.attempts],
            ['usernames', null, w.usernames.join(', ')],
            ['lastAttemptAt', null, w.lastAttemptAt],
          ],
          actor: {
            userId: null,
            username: w.usernames.length === 1 ? (w.usernames[0] as string) : '',
            address: w.address,
          },
        });
      }
    });
  }

  /** This process writes the oldest open window when it ends (a flood that stops is written too). */
  async function writeWhenDue() {
    if (timer) return;
    const inMs = await repo.nextClose();
    if (inMs === null || timer) return;
    timer = setTimeout(() => {
      timer = null;
      writeClosed()
        .then(() => writeWhenDue())
        .catch(() => {});
    }, inMs + 1_000);
    timer.unref();
  }

  return {
    writeClosed,

    async record(failure: FailedSignIn) {
      let nth = await repo.count(failure.address, failure.username);
      if (nth === null) {
        await writeClosed();
        nth = await repo.count(failure.address, failure.username);
      }
      if (nth === 1) {
        await audit.record({
          entity: 'user',
          recordId: failure.userId,
          action: 'signInFailed',
          changes: [['reason', null, failure.reason]],
          actor: { userId: null, username: failure.username, address: failure.address },
        });
      } else await writeWhenDue();
    },
  };
}
