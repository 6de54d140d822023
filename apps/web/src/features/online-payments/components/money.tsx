import { formatMoney } from '../../../lib/format';

/** An amount in a table's cell or a card's line, kept on one line ("Rp" never apart from its figure). */
export function Money({ value }: { value: number }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(value)}</span>;
}
