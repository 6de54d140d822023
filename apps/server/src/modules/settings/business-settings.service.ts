import {
  type BusinessSettings,
  type BusinessSettingsUpdate,
  DEFAULT_BUSINESS_SETTINGS,
  LateFeeMode,
  lateFeeProblems,
  refusal,
  ZBusinessSettings,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/transaction.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { AppError } from '../../lib/errors.js';
import { createAppSettingsService } from './app-settings.service.js';

const KEY = 'business_settings';

/**
 * The billing and late-fee settings (BILL_DAYS_AHEAD, BILL_PRORATION, LATE_FEE_*), kept with the
 * data as one JSON value so a change is one write. LATE_FEE_SINCE is the day late fees were
 * switched on: bills due before it never get one (turning fees on does not fine the past).
 */
async function readJson(executor: Executor): Promise<Partial<BusinessSettings> | null> {
  const result = await executor.execute<{ value: string }>(sql`select value from app_settings where key = ${KEY}`);
  const value = result.rows[0]?.value;
  if (value === undefined) return null;
  try {
    return JSON.parse(value) as Partial<BusinessSettings>;
  } catch {
    return null;
  }
}

export function createBusinessSettingsService(deps: { db: Database; clock: Clock; businessTimezone: string }) {
  const settings = createAppSettingsService(deps.db);

  /**
   * The settings as stored, read through `executor` when given: a writer inside a transaction
   * reads them on its own connection rather than waiting for another one from a busy pool.
   */
  async function get(executor?: Executor): Promise<BusinessSettings> {
    const stored = executor ? await readJson(executor) : await settings.getJson<Partial<BusinessSettings>>(KEY);
    const parsed = ZBusinessSettings.safeParse({ ...DEFAULT_BUSINESS_SETTINGS, LATE_FEE_SINCE: '', ...stored });
    return parsed.success ? parsed.data : { ...DEFAULT_BUSINESS_SETTINGS, LATE_FEE_SINCE: '' };
  }

  return {
    get,

    async update(change: BusinessSettingsUpdate): Promise<BusinessSettings> {
      const current = await get();
      const next = { ...current, ...change } as BusinessSettings;
      const problems = lateFeeProblems(next);
      if (problems.length > 0) {
        throw new AppError(
          400,
          problems[0]?.refusal ?? refusal('setting.lateFeeAmountRequired'),
          problems.map((p) => ({ field: p.path, ...p.refusal })),
        );
      }
      if (next.LATE_FEE_MODE === LateFeeMode.None) next.LATE_FEE_SINCE = '';
      else if (current.LATE_FEE_MODE === LateFeeMode.None || !current.LATE_FEE_SINCE) {
        next.LATE_FEE_SINCE = businessDate(deps.clock.now(), deps.businessTimezone);
      }
      await settings.setJson(KEY, next);
      return next;
    },
  };
}

export type BusinessSettingsService = ReturnType<typeof createBusinessSettingsService>;
