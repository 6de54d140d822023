import { Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { screens } from '../../../app/paths';
import { Loading } from '../../../components/feedback/loading';
import { useShowError } from '../../../components/feedback/use-action';
import { useBusinessToday } from '../../../lib/business-today';
import { useCurrentProperty } from '../../../lib/current-property';
import { formatDate, formatDay } from '../../../lib/format';
import { useTimeline } from '../api/get-timeline';
import { TimelineControls, TimelineLegend } from './timeline-controls';
import { type BookingStart, TimelineGrid } from './timeline-grid';
import {
  addDays,
  daysOf,
  parseView,
  rangeOf,
  shiftRange,
  type TimelineRange,
  type TimelineView,
} from './timeline-range';
import { roomRows } from './timeline-rows';
import './timeline-words';

/** The range in words: "December 2026", or "06 Dec 2026 - 12 Dec 2026". */
function rangeWordsOf(range: TimelineRange): string {
  if (range.view === 'month') return formatDay(range.from, 'MMMM YYYY');
  return `${formatDate(range.from)} - ${formatDate(range.to)}`;
}

/**
 * /timeline: one property's rooms down the side and the days across (a week, two weeks or a
 * month, in the address so a reload or a link keeps it), each stay a bar with its tenant, its
 * state and what it owes now, today marked. A free day books the room from it; a bar opens the
 * stay. The property is the top bar's; with several and none picked, the first until one is.
 */
export function TimelinePage() {
  const { t } = useTranslation();
  const today = useBusinessToday();
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useSearchParams();
  const range = rangeOf(parseView(query.get('view')), query.get('from'), today);
  const { properties, several, propertyId: picked, pick } = useCurrentProperty();
  const propertyId = picked || properties[0]?.propertyId || 0;
  const timeline = useTimeline({ propertyId, from: range.from, to: range.to }, propertyId > 0);
  const showError = useShowError();
  useEffect(() => {
    if (timeline.error) void showError(timeline.error);
  }, [timeline.error, showError]);

  const { from, to } = range;
  const days = useMemo(() => daysOf({ from, to }), [from, to]);
  const answer = timeline.data;
  // The rows of the answer's own range (the last one stays drawn while the next comes).
  const rows = useMemo(() => (answer ? roomRows(answer, answer.from, answer.to) : []), [answer]);
  const shownDays = useMemo(() => (answer ? daysOf(answer) : days), [answer, days]);
  const rangeWords = rangeWordsOf(range);

  const show = (next: TimelineRange) =>
    setQuery(
      (now) => {
        const q = new URLSearchParams(now);
        q.set('view', next.view);
        q.set('from', next.from);
        return q;
      },
      { replace: true },
    );
  // A week or two starts from today when today is in the range shown, else from its first day.
  const todayOr = (r: TimelineRange) => (today >= r.from && today <= r.to ? today : r.from);
  const onView = (view: TimelineView) => show(rangeOf(view, view === 'month' ? range.from : todayOr(range), today));

  const back = `${location.pathname}${location.search}`;
  const onBook = useCallback(
    ({ roomId, from, to }: BookingStart) => {
      if (!answer) return;
      navigate(
        screens.bookingForm.to({
          formType: 'Add',
          roomId,
          checkInDate: addDays(answer.from, from),
          checkOutDate: to === null ? undefined : addDays(answer.from, to + 1),
          back,
        }),
      );
    },
    [answer, navigate, back],
  );

  if (propertyId === 0 || (timeline.isPending && !answer)) return <Loading />;
  const propertyName = properties.find((p) => p.propertyId === propertyId)?.propertyName;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Group gap="xs">
            <Title order={1} size="h2">
              {t('timeline.title')}
            </Title>
            {timeline.isFetching && <Loader size="xs" aria-label={t('app.loading')} />}
          </Group>
          {several && propertyName && (
            <Text size="sm" c="dimmed" data-testid="timeline-property">
              {propertyName}
            </Text>
          )}
        </div>
        {several && !picked && (
          // A native select, as the top bar's: one tap on a phone, and no pop-over to load.
          <NativeSelect
            label={t('timeline.propertyPick')}
            data={properties.map((p) => ({ value: String(p.propertyId), label: p.propertyName }))}
            value={String(propertyId)}
            onChange={(e) => pick(Number(e.currentTarget.value))}
            w={240}
          />
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('timeline.intro')}
      </Text>
      <TimelineControls
        range={range}
        rangeWords={rangeWords}
        onView={onView}
        onStep={(step) => show(shiftRange(range, step))}
        onToday={() => show(rangeOf(range.view, today, today))}
      />
      <TimelineLegend />
      {answer && answer.rooms.length === 0 ? (
        <Text>{t('timeline.noRooms')}</Text>
      ) : (
        <TimelineGrid
          rows={rows}
          days={shownDays}
          today={answer?.today ?? today}
          rangeWords={rangeWords}
          onBook={onBook}
        />
      )}
    </Stack>
  );
}
