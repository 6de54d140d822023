import type { MaintenanceRequestListRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const maintenanceRequestKeys = {
  all: topicKey('maintenanceRequests'),
  list: (request: MaintenanceRequestListRequest) => [...maintenanceRequestKeys.all, 'list', request] as const,
  one: (maintenanceRequestId: number | null) => [...maintenanceRequestKeys.all, 'one', maintenanceRequestId] as const,
  /** The rooms a repair may name: read from the rooms. */
  roomOptions: () => [...topicKey('rooms'), 'repairRoomOptions'] as const,
  /** The employees a repair may be assigned to: read from the employees. */
  employeeOptions: () => [...topicKey('employees'), 'repairEmployeeOptions'] as const,
  /** The categories its cost may be recorded in: read from the expense categories. */
  categoryOptions: () => [...topicKey('expenseCategories'), 'repairCategoryOptions'] as const,
  /** A photo's bytes (outside every topic: a photo never changes). */
  photo: (photoURL: string | undefined) => ['maintenancePhoto', photoURL] as const,
};
