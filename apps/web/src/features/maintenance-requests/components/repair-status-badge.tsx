import { MaintenancePriority, MaintenanceRequestStatus } from '@kamar/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Open stands out (something to do), In progress is under way, Done is finished, Cancelled set aside. */
const colors: Record<MaintenanceRequestStatus, string> = {
  [MaintenanceRequestStatus.Open]: 'orange.8',
  [MaintenanceRequestStatus.InProgress]: 'blue.8',
  [MaintenanceRequestStatus.Done]: 'green.8',
  [MaintenanceRequestStatus.Cancelled]: 'gray.7',
};

export function RepairStatusBadge({ requestStatus }: { requestStatus: MaintenanceRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[requestStatus]} variant="filled" style={{ flexShrink: 0 }} data-testid="repair-status">
      {t(`enums.maintenanceRequestStatus.${requestStatus}`)}
    </Badge>
  );
}

/** High and Urgent are shown in colour; Low and Normal quietly. */
export function PriorityBadge({ priority }: { priority: MaintenancePriority }) {
  const { t } = useTranslation();
  const color =
    priority === MaintenancePriority.Urgent ? 'red.8' : priority === MaintenancePriority.High ? 'orange.8' : 'gray';
  return (
    <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
      {t(`enums.maintenancePriority.${priority}`)}
    </Badge>
  );
}
