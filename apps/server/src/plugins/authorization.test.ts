import { type AnyCall, allCalls, allExports, authCalls, type ExportPath, userCalls } from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { english } from '../../test/english.js';
import { exportFile } from '../../test/exports.js';
import { TEST_ADMIN } from '../../test/test-constants.js';
import { decodeJwt, signJwt } from '../../test/tokens.js';
import { createAppSettingsService } from '../modules/settings/app-settings.service.js';

/**
 * Who may call what (DESIGN.md section 3), one row per call. `staff` is what a signed-in user
 * without the admin right gets: `allowed`, `forbidden` (403), or `own` (allowed for their own
 * record, 403 for anyone else's). A call added to the contract without a row here fails.
 */
type Row = { access: 'public' } | { access: 'signed-in'; staff: 'allowed' | 'forbidden' | 'own' };
const matrix: Record<AnyCall['path'] | ExportPath, Row> = {
  '/api/Auth/Login': { access: 'public' },
  '/api/Auth/CheckAuth': { access: 'signed-in', staff: 'allowed' },
  '/api/Auth/Logout': { access: 'signed-in', staff: 'allowed' },
  '/api/User/Create': { access: 'signed-in', staff: 'forbidden' },
  '/api/User/Update': { access: 'signed-in', staff: 'forbidden' },
  '/api/User/Delete': { access: 'signed-in', staff: 'forbidden' },
  '/api/User/GetById': { access: 'signed-in', staff: 'own' },
  '/api/User/GetList': { access: 'signed-in', staff: 'forbidden' },
  '/api/User/CheckIsAdmin': { access: 'signed-in', staff: 'own' },
  '/api/Dashboard/GetDashboardInfo': { access: 'signed-in', staff: 'allowed' },
  // Staff record a payment and read one, a booking's history and the booking lookup; the rest of money is the owner's.
  '/api/Payment/Create': { access: 'signed-in', staff: 'allowed' },
  '/api/Payment/Update': { access: 'signed-in', staff: 'forbidden' },
  '/api/Payment/Delete': { access: 'signed-in', staff: 'forbidden' },
  '/api/Payment/GetById': { access: 'signed-in', staff: 'allowed' },
  '/api/Payment/GetList': { access: 'signed-in', staff: 'forbidden' },
  '/api/Payment/GetPaymentByBookingId': { access: 'signed-in', staff: 'allowed' },
  '/api/Payment/GetPaymentByTenantId': { access: 'signed-in', staff: 'allowed' },
  '/api/Payment/GetBookingOptions': { access: 'signed-in', staff: 'allowed' },
  '/api/DepositReturned/Create': { access: 'signed-in', staff: 'forbidden' },
  '/api/DepositReturned/GetList': { access: 'signed-in', staff: 'forbidden' },
  '/api/DepositReturned/GetById': { access: 'signed-in', staff: 'forbidden' },
  // Staff see what is owed (the front desk collects it); waiving a bill and changing the rules are the owner's.
  '/api/Bill/GetList': { access: 'signed-in', staff: 'allowed' },
  '/api/Bill/GetById': { access: 'signed-in', staff: 'allowed' },
  '/api/Bill/GetByBookingId': { access: 'signed-in', staff: 'allowed' },
  '/api/Bill/GetArrears': { access: 'signed-in', staff: 'allowed' },
  '/api/Bill/Void': { access: 'signed-in', staff: 'forbidden' },
  '/api/Setting/GetBusinessSettings': { access: 'signed-in', staff: 'allowed' },
  '/api/Setting/UpdateBusinessSettings': { access: 'signed-in', staff: 'forbidden' },
  '/api/Expense/Create': { access: 'signed-in', staff: 'forbidden' },
  '/api/Expense/Update': { access: 'signed-in', staff: 'forbidden' },
  '/api/Expense/Delete': { access: 'signed-in', staff: 'forbidden' },
  '/api/Expense/GetById': { access: 'signed-in', staff: 'forbidden' },
  '/api/Expense/GetList': { access: 'signed-in', staff: 'forbidden' },
  // Staff keep rooms, room types and card vendors (front-desk work); employees and salaries are the owner's.
  '/api/RoomType/Create': { access: 'signed-in', staff: 'allowed' },
  '/api/RoomType/Update': { access: 'signed-in', staff: 'allowed' },
  '/api/RoomType/Delete': { access: 'signed-in', staff: 'allowed' },
  '/api/RoomType/GetById': { access: 'signed-in', staff: 'allowed' },
  '/api/RoomType/GetList': { access: 'signed-in', staff: 'allowed' },
  '/api/Room/Create': { access: 'signed-in', staff: 'allowed' },
  '/api/Room/Update': { access: 'signed-in', staff: 'allowed' },
  '/api/Room/Delete': { access: 'signed-in', staff: 'allowed' },
  '/api/Room/GetById': { access: 'signed-in', staff: 'allowed' },
  '/api/Room/GetList': { access: 'signed-in', staff: 'allowed' },
  '/api/CardVendor/Create': { access: 'signed-in', staff: 'allowed' },
  '/api/CardVendor/Update': { access: 'signed-in', staff: 'allowed' },
  '/api/CardVendor/Delete': { access: 'signed-in', staff: 'allowed' },
  '/api/CardVendor/GetById': { access: 'signed-in', staff: 'allowed' },
  '/api/CardVendor/GetList': { access: 'signed-in', staff: 'allowed' },
  '/api/Property/Create': { access: 'signed-in', staff: 'forbidden' },
  '/api/Property/Update': { access: 'signed-in', staff: 'forbidden' },
  '/api/Property/Delete': { access: 'signed-in', staff: 'forbidden' },
  '/api/Property/GetById': { access: 'signed-in', staff: 'allowed' },
  '/api/Property/GetList': { access: 'signed-in', staff: 'allowed' },
  '/api/Employee/Create': { access: 'signed-in', staff: 'forbidden' },
  '/api/Employee/Update': { access: 'signed-in', staff: 'forbidden' },
  '/api/Employee/Delete': { access: 'signed-in', staff: 'forbidden' },
  '/api/Employee/GetById': { access: 'signed-in', staff: 'forbidden' },
  '/api/Employee/GetList': { access: 'signed-in', staff: 'forbidden' },
  '/api/Booking/Create': { access: 'signed-in', staff: 'allowed' },
  '/api/Booking/Update': { access: 'signed-in', staff: 'allowed' },
  '/api/Booking/Delete': { access: 'signed-in', staff: 'allowed' },
  '/api/Booking/GetById': { access: 'signed-in', staff: 'allowed' },
  '/api/Booking/GetList': { access: 'signed-in', staff: 'allowed' },
  '/api/Booking/GetTenantList': { access: 'signed-in', staff: 'allowed' },
  '/api/Booking/GetAvailableRoom': { access: 'signed-in', staff: 'allowed' },
  '/api/Booking/CheckIn': { access: 'signed-in', staff: 'allowed' },
  '/api/Booking/CompleteBooking': { access: 'signed-in', staff: 'allowed' },
  '/api/Booking/ReactiveBooking': { access: 'signed-in', staff: 'allowed' },
  '/api/Booking/CancelBooking': { access: 'signed-in', staff: 'allowed' },
  '/api/Room/GetFloorPlan': { access: 'signed-in', staff: 'allowed' },
  '/api/Tenant/Create': { access: 'signed-in', staff: 'allowed' },
  '/api/Tenant/Update': { access: 'signed-in', staff: 'allowed' },
  '/api/Tenant/Delete': { access: 'signed-in', staff: 'allowed' },
  '/api/Tenant/GetById': { access: 'signed-in', staff: 'allowed' },
  '/api/Tenant/GetList': { access: 'signed-in', staff: 'allowed' },
  '/api/Backup/GetLatest': { access: 'signed-in', staff: 'forbidden' },
  '/api/Backup/Create': { access: 'signed-in', staff: 'forbidden' },
  // Everyone reads the business profile (top bar, documents); only the owner changes it.
  '/api/Setting/GetBusinessProfile': { access: 'signed-in', staff: 'allowed' },
  '/api/Setting/UpdateBusinessProfile': { access: 'signed-in', staff: 'forbidden' },
  '/api/Setting/UpdateBusinessLogo': { access: 'signed-in', staff: 'forbidden' },
  // Staff who take a payment hand over its receipt and link; deposit returns and ending links are the owner's.
  '/api/Payment/GetReceipt': { access: 'signed-in', staff: 'allowed' },
  '/api/Payment/GetShareLink': { access: 'signed-in', staff: 'allowed' },
  '/api/DepositReturned/GetReceipt': { access: 'signed-in', staff: 'forbidden' },
  '/api/DepositReturned/GetShareLink': { access: 'signed-in', staff: 'forbidden' },
  '/api/Bill/GetDocument': { access: 'signed-in', staff: 'allowed' },
  '/api/Bill/GetShareLink': { access: 'signed-in', staff: 'allowed' },
  '/api/ShareLink/GetByDocument': { access: 'signed-in', staff: 'forbidden' },
  '/api/ShareLink/Revoke': { access: 'signed-in', staff: 'forbidden' },
  '/api/Share/GetDocument': { access: 'public' },
  '/api/Reminder/Record': { access: 'signed-in', staff: 'allowed' },
  '/api/Audit/GetList': { access: 'signed-in', staff: 'forbidden' },
  // Exports: the same access as their lists.
  '/api/Tenant/Export': { access: 'signed-in', staff: 'allowed' },
  '/api/Booking/Export': { access: 'signed-in', staff: 'allowed' },
  '/api/Payment/Export': { access: 'signed-in', staff: 'forbidden' },
  '/api/DepositReturned/Export': { access: 'signed-in', staff: 'forbidden' },
  '/api/Bill/Export': { access: 'signed-in', staff: 'allowed' },
  '/api/Expense/Export': { access: 'signed-in', staff: 'forbidden' },
  '/api/Employee/Export': { access: 'signed-in', staff: 'forbidden' },
  '/api/User/Export': { access: 'signed-in', staff: 'forbidden' },
  '/api/Room/Export': { access: 'signed-in', staff: 'allowed' },
  '/api/RoomType/Export': { access: 'signed-in', staff: 'allowed' },
  '/api/CardVendor/Export': { access: 'signed-in', staff: 'allowed' },
  '/api/Property/Export': { access: 'signed-in', staff: 'allowed' },
  '/api/Audit/Export': { access: 'signed-in', staff: 'forbidden' },
};
/** Every call and every export: what the server serves. */
const served = [...allCalls, ...allExports];

let t: TestApp;
const tokens: Record<'admin' | 'staff' | 'disabled' | 'expired' | 'tampered', string> = {
  admin: '',
  staff: '',
  disabled: '',
  expired: '',
  tampered: '',
};
let staffId = 0;
let staffLogin = { username: '', password: '' };

beforeAll(async () => {
  t = await createTestApp();
  const secret = await createAppSettingsService(t.db).jwtSecret();
  const staff = await t.createUser();
  const disabled = await t.createUser();
  await t.call(userCalls.delete, { userId: disabled.userId, status: 1 }, t.adminToken);
  const now = Math.floor(Date.now() / 1000);
  const [head, , signature] = t.adminToken.split('.');
  tokens.admin = t.adminToken;
  tokens.staff = staff.token;
  tokens.disabled = disabled.token;
  tokens.expired = signJwt(secret, { sub: '1', ver: 0, iat: now - 100_000, exp: now - 10 });
  tokens.tampered = `${head}.${Buffer.from(JSON.stringify({ ...decodeJwt(t.adminToken), sub: String(staff.userId) })).toString('base64url')}.${signature}`;
  staffId = staff.userId;
  staffLogin = { username: staff.username, password: staff.password };
});
afterAll(() => t.close());

const post = (path: string, body: object, token?: string) => t.raw(path, JSON.stringify(body), token);

describe('the authorization matrix', () => {
  it('has a row for every call, and the contract declares the same access', () => {
    expect(Object.keys(matrix).sort()).toEqual(served.map((c) => c.path).sort());
    for (const call of served) {
      const row = matrix[call.path as AnyCall['path']];
      const declared = row.access === 'public' ? 'public' : row.staff === 'forbidden' ? 'admin' : 'user';
      expect(call.access, call.path).toBe(declared);
    }
  });

  it('serves no API route that is not a contract call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/'));
    expect(paths.sort()).toEqual(served.map((c) => c.path).sort());
  });

  describe.each(served.map((c) => [c.path, c] as const))('%s', (path, call) => {
    const row = matrix[path as AnyCall['path']];
    // Logout ends the token it is sent with: it gets a token of its own each time.
    const ends = path === authCalls.logout.path;
    const tokenOf = async (who: 'admin' | 'staff') =>
      !ends
        ? tokens[who]
        : who === 'admin'
          ? t.login('admin', TEST_ADMIN.password)
          : t.login(staffLogin.username, staffLogin.password);

    it('refuses anonymous, disabled, expired and tampered callers with 401', async () => {
      if (row.access === 'public') return;
      for (const who of [undefined, tokens.disabled, tokens.expired, tokens.tampered]) {
        const res = await post(path, {}, who);
        expect(res.statusCode, `${path} as ${who ? 'bad token' : 'anonymous'}`).toBe(401);
        expect([english('auth.unauthorized'), english('auth.tokenExpired')]).toContain(res.body.message);
      }
      expect((await post(path, {}, tokens.expired)).body.message).toBe(english('auth.tokenExpired'));
    });

    it('lets administrators through', async () => {
      const res = await post(path, {}, await tokenOf('admin'));
      expect([401, 403], `${path} as admin: ${res.body.message}`).not.toContain(res.statusCode);
    });

    it('treats staff as the matrix says', async () => {
      if (row.access === 'public') return;
      if (row.staff === 'forbidden') {
        const res = await post(path, {}, tokens.staff);
        expect(res.statusCode).toBe(403);
        expect(res.body.message).toBe(english('auth.noAdminAccess'));
      } else if (row.staff === 'own') {
        expect((await post(path, { userId: 1 }, tokens.staff)).statusCode).toBe(403);
        expect((await post(path, { userId: staffId }, tokens.staff)).statusCode).toBe(200);
      } else {
        const res = await post(path, {}, await tokenOf('staff'));
        expect([401, 403]).not.toContain(res.statusCode);
        // An export answers the file to whoever may read the list.
        if (path.endsWith('/Export')) {
          const file = await exportFile(t, path, { format: 'csv' }, await tokenOf('staff'));
          expect(file.statusCode).toBe(200);
        }
      }
    });

    it('answers public calls whoever asks', async () => {
      if (row.access !== 'public') return;
      for (const who of [undefined, tokens.staff, tokens.expired, tokens.tampered]) {
        expect([401, 403]).not.toContain((await post(path, {}, who)).statusCode);
      }
      expect(call.access).toBe('public');
    });
  });
});
