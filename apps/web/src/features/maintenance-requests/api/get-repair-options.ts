import { MAX_PAGE_SIZE, paths, RecordStatus } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useStoredPhoto } from '../../../components/photo/use-stored-photo';
import { apiCall } from '../../../lib/api-client';
import { maintenanceRequestKeys } from './maintenance-request-keys';

/** The active rooms a repair may name (of the properties the caller sees), as a lookup. */
export const useRepairRoomOptions = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: maintenanceRequestKeys.roomOptions(),
      queryFn: () =>
        apiCall(paths.room.getList, {
          roomNumber: '',
          status: RecordStatus.Active,
          pageSize: MAX_PAGE_SIZE,
          pageIndex: 0,
        }),
      enabled,
    }),
  );

/** The active employees a repair may be assigned to. */
export const useRepairEmployeeOptions = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: maintenanceRequestKeys.employeeOptions(),
      queryFn: () =>
        apiCall(paths.employee.getList, {
          employeeName: '',
          status: RecordStatus.Active,
          pageSize: MAX_PAGE_SIZE,
          pageIndex: 0,
        }),
      enabled,
    }),
  );

/** The active expense categories a repair's cost may be recorded in. */
export const useRepairCategoryOptions = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: maintenanceRequestKeys.categoryOptions(),
      queryFn: () =>
        apiCall(paths.expenseCategory.getList, {
          expenseCategoryName: '',
          status: RecordStatus.Active,
          pageSize: MAX_PAGE_SIZE,
          pageIndex: 0,
        }),
      enabled,
    }),
  );

/** A repair's photo as an object URL (fetched with the token). */
export const useRepairPhoto = (photoURL: string | undefined) =>
  useStoredPhoto(maintenanceRequestKeys.photo(photoURL), photoURL);
