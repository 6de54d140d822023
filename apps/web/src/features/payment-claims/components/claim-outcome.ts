/**
 * What approving an amount does to the claim's bill, said before the person approves (the payments
 * service decides: README of the server's payment-claims). Money goes to the claim's bill while it
 * still owes; beyond what it owes it becomes the stay's credit; a bill paid meanwhile (another
 * payment, another claim) passes the money to the stay's oldest owed bill, or its credit.
 */
export type ApproveOutcome =
  | { kind: 'paysInFull' }
  | { kind: 'leavesOwed'; left: number }
  | { kind: 'credit'; credit: number }
  | { kind: 'billPaid' };

export function approveOutcome(amount: number, billOutstanding: number): ApproveOutcome {
  if (billOutstanding <= 0) return { kind: 'billPaid' };
  if (amount < billOutstanding) return { kind: 'leavesOwed', left: billOutstanding - amount };
  if (amount > billOutstanding) return { kind: 'credit', credit: amount - billOutstanding };
  return { kind: 'paysInFull' };
}
