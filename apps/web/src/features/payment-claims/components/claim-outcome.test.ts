import { describe, expect, it } from 'vitest';
import { approveOutcome } from './claim-outcome';

describe('what approving a claim does to its bill', () => {
  it('pays the bill in full when the amount is what it still owes', () => {
    expect(approveOutcome(1_500_000, 1_500_000)).toEqual({ kind: 'paysInFull' });
  });

  it('leaves the rest owed when the transfer was short', () => {
    expect(approveOutcome(1_000_000, 1_500_000)).toEqual({ kind: 'leavesOwed', left: 500_000 });
  });

  it("makes what is beyond the bill the stay's credit", () => {
    expect(approveOutcome(1_600_000, 1_500_000)).toEqual({ kind: 'credit', credit: 100_000 });
  });

  it('says when the bill was paid meanwhile, whatever the amount', () => {
    expect(approveOutcome(1_500_000, 0)).toEqual({ kind: 'billPaid' });
    expect(approveOutcome(1, 0)).toEqual({ kind: 'billPaid' });
  });
});
