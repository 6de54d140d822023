import type { Gender, RecordStatus } from '@kamar/contract';
import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiDateTime, containsPattern, pageOffset } from '../../db/sql-helpers.js';
import { employees } from './employees.table.js';

const publicColumns = {
  employeeId: employees.employeeId,
  employeeName: employees.employeeName,
  gender: sql<Gender | null>`${employees.gender}`,
  idNumber: employees.idNumber,
  phone: employees.phone,
  address: employees.address,
  position: employees.position,
  joinDate: sql<string | null>`${apiDateTime(employees.joinDate)}`,
  salary: employees.salary,
  status: sql<RecordStatus>`${employees.status}`,
  createDate: apiDateTime(employees.createDate),
  updateDate: apiDateTime(employees.updateDate),
  updateBy: employees.updateBy,
};

export interface EmployeeValues {
  employeeName: string;
  gender: Gender | null;
  idNumber: string;
  phone: string;
  address: string;
  position: string;
  joinDate: string | null;
  salary: number;
  updateBy: string;
}

export interface EmployeeListFilter {
  employeeName: string;
  status: RecordStatus | undefined;
  pageSize: number;
  pageIndex: number;
}

export function createEmployeesRepository(db: Database) {
  return {
    async findById(employeeId: number) {
      const [row] = await db.select(publicColumns).from(employees).where(eq(employees.employeeId, employeeId));
      return row;
    },

    async list(filter: EmployeeListFilter) {
      const conditions: SQL[] = [];
      if (filter.employeeName) conditions.push(ilike(employees.employeeName, containsPattern(filter.employeeName)));
      if (filter.status) conditions.push(eq(employees.status, filter.status));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(publicColumns)
          .from(employees)
          .where(where)
          .orderBy(asc(employees.employeeName), asc(employees.employeeId))
          .limit(filter.pageSize)
          .offset(pageOffset(filter)),
        db.select({ value: count() }).from(employees).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async insert(values: EmployeeValues) {
      const [row] = await db.insert(employees).values(values).returning({ employeeId: employees.employeeId });
      return row as { employeeId: number };
    },

    /** Answers whether the employee exists. */
    async update(employeeId: number, values: EmployeeValues) {
      const rows = await db
        .update(employees)
        .set({ ...values, updateDate: sql`now()` })
        .where(eq(employees.employeeId, employeeId))
        .returning({ employeeId: employees.employeeId });
      return rows.length > 0;
    },
  };
}
