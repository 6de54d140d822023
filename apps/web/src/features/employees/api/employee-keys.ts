import type { EmployeeListRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const employeeKeys = {
  all: topicKey('employees'),
  list: (request: EmployeeListRequest) => [...employeeKeys.all, 'list', request] as const,
  one: (employeeId: number | null) => [...employeeKeys.all, 'one', employeeId] as const,
};
