import { sql } from 'drizzle-orm';
import { openBenchDatabase } from './support/bench-database.js';

const bench = await openBenchDatabase();
const q = (m: string, n: string) => sql`
with pay as (
  select p.payment_id from payments p
  where p.payment_type = 2 and p.status = 1 and p.payment_date >= ${m}::date and p.payment_date < ${n}::date),
touched as (select distinct a.bill_id from bill_allocations a join pay on pay.payment_id = a.payment_id),
alloc as (
  select a.bill_id, a.payment_id, a.amount,
         sum(a.amount) over (partition by a.bill_id order by (p.payment_type = 1), p.payment_date, p.payment_id) as upto
  from touched t join bill_allocations a on a.bill_id = t.bill_id join payments p on p.payment_id = a.payment_id),
line as (
  select l.bill_id, l.kind, l.description, l.amount,
         sum(l.amount) over (partition by l.bill_id order by case l.kind when 1 then 0 when 2 then 2 else 1 end, l.bill_line_id) as upto
  from touched t join bill_lines l on l.bill_id = t.bill_id)
select l.kind, l.description, sum(least(a.upto, l.upto) - greatest(a.upto - a.amount, l.upto - l.amount)) as amount
from alloc a join pay on pay.payment_id = a.payment_id
join line l on l.bill_id = a.bill_id and l.upto - l.amount < a.upto and a.upto - a.amount < l.upto
group by 1, 2`;
for (let i = 0; i < 6; i++) {
  const t = performance.now();
  const r = await bench.db.execute(q('2023-03-01', '2023-04-01'));
  console.log((performance.now() - t).toFixed(1), JSON.stringify(r.rows));
}
const e = await bench.db.execute(sql`explain analyze ${q('2023-03-01', '2023-04-01')}`);
console.log(e.rows.map((r: any) => r['QUERY PLAN']).join('\n'));
await bench.close();
