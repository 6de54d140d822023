import { afterAll } from 'vitest';
import { walkSettings } from '../src/db/matched-walk.js';

const hashedTenantsCap = walkSettings.hashedTenantsCap;

/**
 * The two ways a name search's walk checks a walked row (db/matched-walk.ts): against the matched
 * stays, hashed, and, past `hashedTenantsCap` matched tenants, each row's own tenant read. A list's
 * tests run every search both ways: `use()` before a test picks its way, and the setting is put
 * back after the file.
 */
export function walkWays() {
  afterAll(() => {
    walkSettings.hashedTenantsCap = hashedTenantsCap;
  });
  const way = (name: string, cap: number, pageSizes: number[]) => ({
    way: name,
    pageSizes,
    use: () => {
      walkSettings.hashedTenantsCap = cap;
    },
  });
  return [way('stays hashed', hashedTenantsCap, [7, 25]), way("each entry's own tenant read", 0, [7])];
}
