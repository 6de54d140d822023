import pg from 'pg';
import { expect, test } from './support/fixtures';
import { databaseUrl } from './support/money-fixtures';

/** A tall building beside the default one: three floors of 80 rooms (9101-9180, 9201-9280, 9301-9380). */
const TALL = [91, 92, 93].flatMap((floor) =>
  Array.from({ length: 80 }, (_, i) => `${floor}${String(i + 1).padStart(2, '0')}`),
);

async function setTallBuilding(status: 1 | 2) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      `insert into rooms (room_number, room_type_id, room_status, status, update_by)
       select n, (select min(room_type_id) from room_types), 1, $2, 'e2e' from unnest($1::text[]) n
       on conflict (property_id, room_number) do update set status = excluded.status`,
      [TALL, status],
    );
  } finally {
    await client.end();
  }
}

test.describe('the room map of a building of many floors', () => {
  // The other tests' rooms map stays as it was: the tall floors are taken away afterwards.
  test.beforeAll(() => setTallBuilding(1));
  test.afterAll(() => setTallBuilding(2));

  test('opens on its first floors, reads the next ones at the end of the page or from a floor’s card', async ({
    page,
  }) => {
    await page.goto('/rooms');
    await expect(page.getByTestId('room-101')).toBeVisible();
    // Every floor is in the summary; the top floor's map is not read yet.
    await expect(page.getByTestId('floor-summary-93')).toContainText('0 / 80 occupied');
    await expect(page.getByTestId('room-9380')).toHaveCount(0);
    // Its card leads to it, reading the floors up to it.
    await page.getByTestId('floor-summary-93').click();
    await expect(page.getByRole('region', { name: 'Floor 93' })).toBeInViewport();
    await expect(page.getByTestId('room-9301')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'More floors' })).toHaveCount(0);
    // Opened again, the end of the page reads the rest as it comes into view.
    await page.goto('/rooms');
    await expect(page.getByTestId('room-101')).toBeVisible();
    await expect(page.getByTestId('room-9380')).toHaveCount(0);
    await page.getByRole('button', { name: 'More floors' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('room-9380')).toBeAttached();
  });
});
