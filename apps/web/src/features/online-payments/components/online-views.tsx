import { Badge, Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { screens } from '../../../app/paths';
import { useToCheckCount } from '../api/get-to-check-count';

export type OnlineView = 'checkouts' | 'toCheck';

/** The address's view: To check with `view=toCheck`, the checkouts otherwise. */
export const viewOf = (query: URLSearchParams): OnlineView =>
  query.get('view') === 'toCheck' ? 'toCheck' : 'checkouts';

/** Each view's own address: switching starts it afresh (its filters and page are its own). */
export const viewAddress = (view: OnlineView) => screens.onlinePayments.to(view === 'toCheck' ? { view } : {});

/** The two views of the screen, To check with how many wait in it. */
export function OnlineViews({ view }: { view: OnlineView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const waiting = useToCheckCount(true).data ?? 0;
  return (
    <SegmentedControl
      aria-label={t('menu.onlinePayments')}
      fullWidth
      maw={480}
      value={view}
      onChange={(next) => navigate(viewAddress(next as OnlineView))}
      data={[
        { value: 'checkouts', label: t('onlinePayments.checkouts') },
        {
          value: 'toCheck',
          label: (
            <Group gap={6} justify="center" wrap="nowrap">
              <span>{t('onlinePayments.toCheck')}</span>
              {waiting > 0 && (
                <Badge size="sm" color="orange.8" variant="filled" data-testid="to-check-count">
                  {waiting}
                </Badge>
              )}
            </Group>
          ),
        },
      ]}
    />
  );
}
