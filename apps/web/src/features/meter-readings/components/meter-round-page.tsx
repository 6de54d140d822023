import { Button, Group, Input, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { screens } from '../../../app/paths';
import { Loading } from '../../../components/feedback/loading';
import { useShowError } from '../../../components/feedback/use-action';
import { useBusinessToday } from '../../../lib/business-today';
import { useCurrentProperty } from '../../../lib/current-property';
import { useMeterRound } from '../api/get-meter-round';
import { useMeterTypes } from '../api/get-meter-types';
import type { Round } from '../queue/reading-queue';
import { useReadingQueue } from '../queue/use-reading-queue';
import { Notice } from './notice';
import { SavedRoomPhoto } from './room-photo';
import { RoundRoomList } from './round-room-list';
import { RoundRoomPanel } from './round-room-panel';
import { nextToRead, roundProgress, roundRooms, stillToRead } from './round-rooms';
import { HeldRooms, OtherRounds, RoundStatus } from './round-status';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// The calendar comes after the round is drawn, as a list's date filters do (the form kit's chunk).
const DatePicker = lazy(() => import('../../../components/form/date-picker').then((m) => ({ default: m.DatePicker })));

/**
 * /meter-reading: the round of one property's meters of one type on one day, read room after room
 * in floor order on a phone. Its property is the top bar's (one must be picked when there are
 * several); its type and date live in the address, so a reload comes back to the same round.
 */
export function MeterRoundPage() {
  const { t } = useTranslation();
  const today = useBusinessToday();
  const showError = useShowError();
  const { propertyId: picked, several, properties, pick } = useCurrentProperty();
  // With one property there is no picker: the round is of that one.
  const propertyId = picked || (several ? 0 : (properties[0]?.propertyId ?? 0));
  const [query, setQuery] = useSearchParams();
  const types = useMeterTypes(propertyId);
  const meterTypes = types.data ?? [];
  const type = meterTypes.find((m) => String(m.chargeTypeId) === query.get('chargeTypeId')) ?? meterTypes[0];
  const asked = query.get('readingDate') ?? '';
  const readingDate = ISO_DATE.test(asked) && asked <= today ? asked : today;
  const round: Round | null = propertyId && type ? { propertyId, chargeTypeId: type.chargeTypeId, readingDate } : null;
  const answer = useMeterRound(round);
  const queue = useReadingQueue(round);
  useEffect(() => {
    if (types.error) void showError(types.error);
    else if (answer.error) void showError(answer.error);
  }, [types.error, answer.error, showError]);

  const choose = (changes: { chargeTypeId?: number; readingDate?: string }) => {
    const next = new URLSearchParams(query);
    for (const [key, value] of Object.entries(changes)) next.set(key, String(value));
    setQuery(next, { replace: true });
  };
  const openRound = (other: Round) => {
    if (other.propertyId !== propertyId) pick(other.propertyId);
    choose({ chargeTypeId: other.chargeTypeId, readingDate: other.readingDate });
  };
  const typeName = (chargeTypeId: number) =>
    meterTypes.find((m) => m.chargeTypeId === chargeTypeId)?.chargeTypeName ?? t('fields.meterReading');

  const header = (
    <Group justify="space-between" gap="xs">
      <Title order={1} size="h2">
        {t('meterReadings.title')}
      </Title>
      <Button
        component={Link}
        to={screens.meterReadings.to(type ? { chargeTypeId: type.chargeTypeId } : {})}
        variant="light"
        size="xs"
        leftSection={<IconList size={16} />}
      >
        {t('meterReadings.toList')}
      </Button>
    </Group>
  );

  if (several && !picked) {
    return (
      <Stack gap="md">
        {header}
        <Paper withBorder p="md" radius="md">
          <NativeSelect
            label={t('meterReadings.pickProperty')}
            data-testid="round-property"
            value=""
            onChange={(e) => pick(Number(e.currentTarget.value))}
            data={[
              { value: '', label: t('common.select') },
              ...properties.map((p) => ({ value: String(p.propertyId), label: p.propertyName })),
            ]}
          />
        </Paper>
      </Stack>
    );
  }
  if (types.isPending || !propertyId) return <Loading />;
  return (
    <Stack gap="md">
      {header}
      {meterTypes.length === 0 || !type ? (
        <Notice color="gray">{t('meterReadings.noMeterTypes')}</Notice>
      ) : (
        <>
          <Paper withBorder p="sm" radius="md">
            {/* One row on a phone too: the room being read stays near the top of the screen. */}
            <Group gap="xs" align="flex-end" wrap="wrap">
              <div style={{ flex: '1 1 150px' }}>
                <Input.Label id="round-type">{t('fields.chargeType')}</Input.Label>
                {/* Buttons, not a SegmentedControl: the build puts that with the form kit, a phone's longer wait. */}
                <Group gap={4} grow role="group" aria-labelledby="round-type">
                  {meterTypes.map((m) => (
                    <Button
                      key={m.chargeTypeId}
                      variant={m.chargeTypeId === type.chargeTypeId ? 'filled' : 'default'}
                      px={8}
                      aria-pressed={m.chargeTypeId === type.chargeTypeId}
                      onClick={() => choose({ chargeTypeId: m.chargeTypeId })}
                    >
                      {m.chargeTypeName}
                    </Button>
                  ))}
                </Group>
              </div>
              <div style={{ flex: '1 1 160px' }}>
                <Suspense fallback={<TextInput label={t('fields.readingDate')} disabled />}>
                  <DatePicker
                    label={t('fields.readingDate')}
                    value={readingDate}
                    onChange={(value) => ISO_DATE.test(value) && choose({ readingDate: value })}
                    maxDate={today}
                    clearable={false}
                  />
                </Suspense>
              </div>
            </Group>
          </Paper>
          <OtherRounds rounds={queue.others} typeName={typeName} onOpen={openRound} />
          {answer.data && round ? (
            <RoundWalk
              key={`${round.propertyId}:${round.chargeTypeId}:${round.readingDate}`}
              data={answer.data}
              queue={queue}
            />
          ) : (
            <Loading />
          )}
        </>
      )}
    </Stack>
  );
}

type Queue = ReturnType<typeof useReadingQueue>;
type RoundAnswer = NonNullable<ReturnType<typeof useMeterRound>['data']>;

/** The walk through one round: the room being read, how far the round is, and every room to jump to. */
function RoundWalk({ data, queue }: { data: RoundAnswer; queue: Queue }) {
  const { t } = useTranslation();
  const rooms = useMemo(() => roundRooms(data.rooms, queue.entries), [data.rooms, queue.entries]);
  const progress = roundProgress(rooms);
  // The room being read: at first the first still to read; none once the last one is saved.
  const [chosen, setChosen] = useState<number | null>(() => (rooms.find(stillToRead) ?? rooms[0])?.roomId ?? null);
  const index = chosen === null ? -1 : rooms.findIndex((r) => r.roomId === chosen);
  const room = index >= 0 ? rooms[index] : undefined;
  const idAt = (at: number | null) => (at === null ? null : (rooms[at]?.roomId ?? null));
  const goTo = (at: number | null) => setChosen(idAt(at));
  // The room saved last, while the reader is at another: its meter may still be photographed.
  const [saved, setSaved] = useState<number | null>(null);
  const savedRoom = saved === null || saved === room?.roomId ? undefined : rooms.find((r) => r.roomId === saved);

  if (rooms.length === 0) return <Notice color="gray">{t('meterReadings.noRooms')}</Notice>;
  return (
    <Stack gap="md">
      <RoundStatus
        progress={progress}
        online={queue.online}
        sending={queue.sending}
        onSend={() => void queue.sendNow()}
      />
      <HeldRooms rooms={rooms.filter((r) => r.state === 'held')} onPick={setChosen} />
      <Group align="flex-start" gap="md" wrap="wrap">
        <Stack gap="md" style={{ flex: '1 1 320px', maxWidth: 480 }}>
          {savedRoom && <SavedRoomPhoto key={savedRoom.roomId} room={savedRoom} />}
          {room ? (
            <RoundRoomPanel
              // Once recorded, a room's pad starts afresh: a figure typed then is a correction.
              key={`${room.roomId}:${room.state === 'read'}`}
              room={room}
              unit={data.unitName}
              first={index === 0}
              last={index === rooms.length - 1}
              save={queue.save}
              confirm={queue.confirm}
              drop={queue.drop}
              // On to the next room, unless the reader chose another while the save was on its way.
              onSaved={() => {
                setSaved(room.roomId);
                const next = idAt(nextToRead(rooms, index));
                setChosen((now) => (now === room.roomId ? next : now));
              }}
              onSkip={() => goTo(nextToRead(rooms, index) ?? index)}
              onMove={(step) => goTo(index + step)}
            />
          ) : (
            <Notice color="green" data-testid="round-done">
              {progress.left === 0 ? t('meterReadings.allRead') : t('meterReadings.pickRoom')}
            </Notice>
          )}
        </Stack>
        <div style={{ flex: '1 1 280px', minWidth: 0 }}>
          <RoundRoomList
            rooms={rooms}
            unit={data.unitName}
            currentId={room?.roomId ?? null}
            onPick={(roomId) => setChosen(roomId)}
          />
        </div>
      </Group>
    </Stack>
  );
}
