import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { businessDay, confirmAndSucceed, isPhone, unique } from './support/helpers';
import { adminApi, shortCode } from './support/master-data';
import { createTenantViaApi } from './support/tenants';

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
/** A day as the booking form's date box writes it: "07 December 2026". */
const longDate = (day: string) => `${day.slice(8, 10)} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
/** Whole rupiah as every screen writes it: "Rp 300.000". */
const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;

/**
 * A property of its own with two rooms: in the first a daily guest from two days ago to two days
 * on, checked in and owing the nights already due; the second free. Removed afterwards, so the
 * worker's other tests see the properties they expect.
 */
async function guestHouse(request: APIRequestContext, who: string) {
  const propertyName = shortCode(`KOS TL ${who} `);
  const { propertyId } = await adminApi(request, '/api/Property/Create', { propertyName, city: 'Yogyakarta' });
  const roomTypeName = shortCode('HARIAN ');
  const { roomTypeId } = await adminApi(request, '/api/RoomType/Create', {
    roomTypeName,
    priceDaily: 150_000,
    priceWeekly: 900_000,
    priceMonthly: 2_500_000,
    priceYearly: 25_000_000,
    propertyId,
  });
  const first = await adminApi(request, '/api/Room/Create', { roomNumber: shortCode('A'), roomTypeId });
  const second = await adminApi(request, '/api/Room/Create', { roomNumber: shortCode('B'), roomTypeId });
  const rooms = (await adminApi(request, '/api/Room/GetList', { propertyId, pageSize: 10, pageIndex: 0 })).listData as {
    roomId: number;
    roomNumber: string;
  }[];
  const numberOf = (roomId: number) => rooms.find((r) => r.roomId === roomId)?.roomNumber as string;
  const tenant = await createTenantViaApi(request, { tenantName: unique(`TAMU ${who} `) });
  const { bookingId } = await adminApi(request, '/api/Booking/Create', {
    tenantId: tenant.tenantId,
    bookingDate: businessDay(-2),
    checkInDate: businessDay(-2),
    checkOutDate: businessDay(2),
    roomNumberId: first.roomId,
    bookingType: 1,
    remark: '',
  });
  await adminApi(request, '/api/Booking/CheckIn', { bookingId });
  const arrears = await adminApi(request, '/api/Bill/GetArrears', {
    tenantName: tenant.tenantName,
    pageSize: 10,
    pageIndex: 0,
  });
  const owed = arrears.listData.find((r: { bookingId: number }) => r.bookingId === bookingId)?.outstanding as number;
  expect(owed).toBeGreaterThan(0);
  return {
    propertyId,
    propertyName,
    roomTypeName,
    stay: { bookingId, tenantName: tenant.tenantName, owed },
    first: { roomId: first.roomId as number, roomNumber: numberOf(first.roomId) },
    second: { roomId: second.roomId as number, roomNumber: numberOf(second.roomId) },
    async remove(otherStays: number[]) {
      await adminApi(request, '/api/Booking/CompleteBooking', { bookingId });
      for (const id of otherStays) await adminApi(request, '/api/Booking/CancelBooking', { bookingId: id });
      for (const roomId of [first.roomId, second.roomId])
        await adminApi(request, '/api/Room/Delete', { roomId, status: 1 });
      await adminApi(request, '/api/RoomType/Delete', { roomTypeId, status: 1 });
      await adminApi(request, '/api/Property/Delete', { propertyId, status: 1 });
    },
  };
}

/** The bar lies over the days from `first` to `last` of the header, in its room's row. */
async function expectOverDays(page: Page, bar: Locator, first: string, last: string) {
  const box = await bar.boundingBox();
  const from = await page.getByTestId(`day-${first}`).boundingBox();
  const to = await page.getByTestId(`day-${last}`).boundingBox();
  if (!box || !from || !to) throw new Error('the bar or its days are not drawn');
  expect(Math.abs(box.x - from.x)).toBeLessThan(4);
  expect(Math.abs(box.x + box.width - (to.x + to.width))).toBeLessThan(4);
}

test.describe('the timeline of rooms', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the owner sees a stay with its tenant and what it owes, changes the days shown, and books a free day', async ({
    page,
    request,
  }, info) => {
    const who = info.project.name.toUpperCase();
    const house = await guestHouse(request, who);
    const made: number[] = [];
    try {
      // A week from three days ago: the stay's four nights inside it.
      const from = businessDay(-3);
      await page.goto(`/timeline?view=week&from=${from}`);
      await page.getByTestId('property-picker').selectOption(String(house.propertyId));
      await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
      await expect(page.getByTestId('timeline-property')).toHaveText(house.propertyName);
      const grid = page.getByRole('table', { name: /^Rooms and days, / });
      await expect(grid).toBeVisible();
      // The property's rooms in the room list's order (shorter numbers first), and nothing else.
      const numbers = [house.first.roomNumber, house.second.roomNumber].sort(
        (a, b) => a.length - b.length || a.localeCompare(b),
      );
      await expect(grid.getByRole('rowheader')).toHaveText(numbers.map((n) => new RegExp(`^${n}`)));

      // The stay's bar: in its room's row, over its nights, with the tenant and what is unpaid now.
      const row = page.getByTestId(`room-${house.first.roomNumber}`);
      const bar = row.getByTestId(`stay-${house.stay.bookingId}`);
      await expect(bar).toContainText(house.stay.tenantName);
      await expect(bar.getByTestId('unpaid')).toHaveText(`Unpaid ${rupiah(house.stay.owed)}`);
      await expect(bar).toHaveAccessibleName(new RegExp(`^${house.stay.tenantName}, .*Active, checked in, Unpaid `));
      await expectOverDays(page, bar, businessDay(-2), businessDay(1));
      await expect(page.getByTestId(`day-${businessDay(0)}`)).toHaveAttribute('data-today', 'true');
      // The other room is free every day; the stay's room from the day it ends.
      await expect(page.getByTestId(`free-${house.second.roomNumber}-${from}`)).toBeVisible();
      await expect(page.getByTestId(`free-${house.first.roomNumber}-${businessDay(0)}`)).toHaveCount(0);
      await expect(page.getByTestId(`free-${house.first.roomNumber}-${businessDay(2)}`)).toBeVisible();

      // A month: the month's days in the address and on the screen, the bar still there.
      await page.getByRole('button', { name: 'Month', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`view=month&from=${from.slice(0, 7)}-01`));
      const monthName = `${MONTHS[Number(from.slice(5, 7)) - 1]} ${from.slice(0, 4)}`;
      await expect(page.getByTestId('timeline-range')).toHaveText(monthName);
      await expect(row.getByTestId(`stay-${house.stay.bookingId}`)).toBeVisible();
      // A reload keeps it.
      await page.reload();
      await expect(page.getByTestId('timeline-range')).toHaveText(monthName);
      // Back to a week, and to today.
      await page.getByRole('button', { name: 'Week', exact: true }).click();
      await expect(page).toHaveURL(/view=week/);
      await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Today', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`view=week&from=${businessDay(0)}`));

      // On a phone the rooms stay in view while the days scroll sideways, and nothing else scrolls sideways.
      if (isPhone(page)) {
        await page.getByRole('button', { name: 'Month', exact: true }).click();
        await expect(page.getByTestId('timeline-range')).toHaveText(
          `${MONTHS[Number(businessDay().slice(5, 7)) - 1]} ${businessDay().slice(0, 4)}`,
        );
        const header = grid.getByRole('rowheader').first();
        const before = await header.boundingBox();
        await grid.evaluate((table) => {
          (table.parentElement as HTMLElement).scrollLeft = 600;
        });
        await expect
          .poll(async () => grid.evaluate((table) => (table.parentElement as HTMLElement).scrollLeft))
          .toBeGreaterThan(100);
        const after = await header.boundingBox();
        expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
        const widths = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ]);
        expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
        const free = await page.getByTestId(`free-${house.second.roomNumber}-${businessDay(0)}`).boundingBox();
        expect(free?.height).toBeGreaterThanOrEqual(44);
        expect(free?.width).toBeGreaterThanOrEqual(44);
        await page.getByRole('button', { name: 'Week', exact: true }).click();
        await page.getByRole('button', { name: 'Today', exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`view=week&from=${businessDay(0)}`));
      }

      // A mouse dragged across three free days: the form has the stay's check-out date, the day after.
      if (!isPhone(page)) {
        const centre = async (day: string) => {
          const box = await page.getByTestId(`free-${house.second.roomNumber}-${day}`).boundingBox();
          if (!box) throw new Error(`no free ${day}`);
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        };
        const start = await centre(businessDay(2));
        const end = await centre(businessDay(4));
        await page.mouse.move(start.x, start.y);
        await page.mouse.down();
        await page.mouse.move(end.x, end.y, { steps: 8 });
        await page.mouse.up();
        await expect(page).toHaveURL(
          new RegExp(`/booking/form\\?.*checkInDate=${businessDay(2)}&checkOutDate=${businessDay(5)}&back=`),
        );
        await expect(page.getByRole('textbox', { name: 'Check Out Date' })).toHaveValue(longDate(businessDay(5)));
        // Three nights: a daily stay.
        await expect(page.getByRole('combobox', { name: 'Rental Period' })).toHaveValue('1');
        // Not this one: back to the timeline, leaving the form unsaved.
        await page.goBack();
        await page
          .getByRole('dialog', { name: 'Leave without saving?' })
          .getByRole('button', { name: 'Leave' })
          .click();
        await expect(page.getByTestId('timeline-grid')).toBeVisible();
      }

      // A free day of the other room: the booking form, that room and that day filled in.
      const day = businessDay(1);
      const free = page.getByRole('button', {
        name: new RegExp(`^Room ${house.second.roomNumber}, .*, free: book$`),
      });
      await expect(free.first()).toBeVisible();
      await page.getByTestId(`free-${house.second.roomNumber}-${day}`).click();
      await expect(page).toHaveURL(/\/booking\/form\?bookingId=&formType=Add&roomId=/);
      await expect(page.getByRole('textbox', { name: 'Check In Date' })).toHaveValue(longDate(day));
      await expect(page.getByRole('combobox', { name: 'Room', exact: true })).toHaveValue(
        `${house.second.roomNumber} (${house.roomTypeName})`,
      );
      // The guest, and the booking saved: back on the timeline, the new bar in that room from that day.
      const guest = await createTenantViaApi(request, { tenantName: unique(`BARU ${who} `) });
      const input = page.getByRole('combobox', { name: 'Tenant', exact: true });
      await input.fill(guest.tenantName.slice(0, 14));
      await page
        .getByRole('listbox', { name: 'Tenant' })
        .getByRole('option', { name: new RegExp(`^${guest.tenantName}`) })
        .click();
      await page.getByRole('button', { name: 'Save' }).click();
      await confirmAndSucceed(page);
      await expect(page).toHaveURL(/\/timeline\?view=week/);
      const newBar = page.getByTestId(`room-${house.second.roomNumber}`).getByRole('link', {
        name: new RegExp(`^${guest.tenantName}, .*Active, not arrived$`),
      });
      await expect(newBar).toBeVisible();
      const testId = (await newBar.getAttribute('data-testid')) ?? '';
      made.push(Number(testId.replace('stay-', '')));
      // Open-ended: it runs on past the last day shown.
      await expectOverDays(page, newBar, day, businessDay(6));
      await expect(page.getByTestId(`free-${house.second.roomNumber}-${day}`)).toHaveCount(0);

      // A bar opens its stay.
      await newBar.click();
      await expect(page).toHaveURL(new RegExp(`/booking/form\\?bookingId=${made[0]}&formType=Edit`));
    } finally {
      await house.remove(made);
    }
  });
});
