import {
  countryName,
  phoneText,
  REGISTER_SINCE_DEFAULT_DAYS,
  type RegisterFileFormat,
  type RegisterForeigner,
  type RegisterPerson,
  registerDayAfter,
} from '@kamar/contract';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loading } from '../../../components/feedback/loading';
import { useShowError } from '../../../components/feedback/use-action';
import { DateField } from '../../../components/form/date-field';
import { errorMessage } from '../../../lib/api-client';
import { useBusinessToday } from '../../../lib/business-today';
import { useCurrentProperty } from '../../../lib/current-property';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { residentRegisterEn } from '../../../lib/i18n/resident-register.en';
import { downloadRegisterFile } from '../api/download-register-file';
import { useResidentRegister } from '../api/get-resident-register';
import { type RegisterColumn, RegisterList } from './register-list';
import './register-words';

const isDay = (text: string | null): text is string => text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text);

/**
 * /residents: the resident register of the top bar's property (one must be chosen: a register is
 * of one address) on a day, today unless the address names one, with the arrivals and departures
 * since a week before it, and the foreign guests for APOA; the same as a PDF or an Excel workbook.
 */
export function ResidentRegisterPage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const today = useBusinessToday();
  const [query, setQuery] = useSearchParams();
  const date = isDay(query.get('date')) ? (query.get('date') as string) : today;
  const since = isDay(query.get('since'))
    ? (query.get('since') as string)
    : registerDayAfter(date, -REGISTER_SINCE_DEFAULT_DAYS);
  const { propertyId: picked, properties, several } = useCurrentProperty();
  // A business of one property has no picker: that one is the register's.
  const propertyId = picked || (!several && properties.length === 1 ? (properties[0]?.propertyId ?? 0) : 0);
  const register = useResidentRegister({ propertyId, date, since });
  const showError = useShowError();
  useEffect(() => {
    if (register.error) void showError(register.error);
  }, [register.error, showError]);
  const [running, setRunning] = useState<RegisterFileFormat | null>(null);

  const set = (key: 'date' | 'since', value: string) =>
    setQuery(
      (now) => {
        const next = new URLSearchParams(now);
        if (value) next.set(key, value);
        else next.delete(key);
        // A day before the one counted from: count from a week before it again.
        if (key === 'date' && value && (next.get('since') ?? '') > value) next.delete('since');
        return next;
      },
      { replace: true },
    );
  const download = async (format: RegisterFileFormat) => {
    setRunning(format);
    try {
      await downloadRegisterFile({ propertyId, date, since }, format, language);
    } catch (error) {
      await showError(error);
    } finally {
      setRunning(null);
    }
  };

  const w = (key: keyof typeof residentRegisterEn): string => t(`residentRegister.${key}`);
  const day = (text: string) => (text ? formatDate(text) : '-');
  const sex = (gender: number | null) => (gender === null ? '-' : t(`enums.gender.${gender as 1 | 2}`));
  const or = (text: string) => text || '-';
  const birth = (p: RegisterPerson) =>
    [p.placeOfBirth, p.dateOfBirth ? formatDate(p.dateOfBirth) : ''].filter(Boolean).join(', ') || '-';
  const name: RegisterColumn<RegisterPerson> = { key: 'name', header: t('fields.name'), cell: (p) => p.tenantName };
  const room: RegisterColumn<RegisterPerson> = { key: 'room', header: t('fields.room'), cell: (p) => p.roomNumber };
  const nik: RegisterColumn<RegisterPerson> = { key: 'nik', header: w('idNumber'), cell: (p) => or(p.idNumber) };
  const origin: RegisterColumn<RegisterPerson> = {
    key: 'origin',
    header: w('originAddress'),
    cell: (p) => or(p.originAddress),
  };
  const arrived: RegisterColumn<RegisterPerson> = {
    key: 'arrival',
    header: w('arrival'),
    cell: (p) => day(p.arrivalDate),
  };
  const nationality: RegisterColumn<RegisterPerson> = {
    key: 'nationality',
    header: t('fields.nationality'),
    cell: (p) => countryName(p.nationality, language),
  };
  const residentColumns: RegisterColumn<RegisterPerson>[] = [
    name,
    room,
    nik,
    { key: 'birth', header: w('birth'), cell: birth },
    { key: 'sex', header: w('sex'), cell: (p) => sex(p.gender) },
    origin,
    { key: 'phone', header: t('fields.phone'), cell: (p) => or(phoneText(p.phone)) },
    arrived,
    nationality,
  ];
  const planned: RegisterColumn<RegisterPerson> = {
    key: 'planned',
    header: w('plannedDeparture'),
    cell: (p) => day(p.plannedDepartureDate),
  };
  const left: RegisterColumn<RegisterPerson> = {
    key: 'left',
    header: w('departure'),
    cell: (p) => day(p.departureDate),
  };
  const foreignerColumns: RegisterColumn<RegisterForeigner>[] = [
    name,
    room,
    nationality,
    { key: 'passport', header: w('passport'), cell: (p) => or(p.passportNumber) },
    { key: 'sex', header: w('sex'), cell: (p) => sex(p.gender) },
    { key: 'birthDate', header: w('dateOfBirth'), cell: (p) => day(p.dateOfBirth) },
    arrived,
    planned,
    left,
  ];
  const data = register.data;
  const key = (p: RegisterPerson) => p.bookingId;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {w('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {data?.propertyName ?? w('intro')}
          </Text>
        </div>
        {propertyId > 0 && (
          <Group gap="xs" data-testid="register-downloads">
            {(['pdf', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={running === format}
                disabled={running !== null && running !== format}
                onClick={() => void download(format)}
              >
                {w(format === 'pdf' ? 'downloadPdf' : 'downloadExcel')}
              </Button>
            ))}
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={560}>
        <DateField label={w('date')} value={date} onChange={(v) => set('date', v)} readOnly={false} maxDate={today} />
        <DateField label={w('since')} value={since} onChange={(v) => set('since', v)} readOnly={false} maxDate={date} />
      </SimpleGrid>
      {propertyId === 0 ? (
        <Alert color="yellow" data-testid="register-pick-property">
          {w('pickProperty')}
        </Alert>
      ) : data ? (
        <>
          <RegisterList
            title={w('residents')}
            rows={data.residents}
            rowKey={key}
            columns={residentColumns}
            testId="register-residents"
          />
          <RegisterList
            title={w('arrivals')}
            rows={data.arrivals}
            rowKey={key}
            columns={[name, room, nik, origin, arrived, planned]}
            testId="register-arrivals"
          />
          <RegisterList
            title={w('departures')}
            rows={data.departures}
            rowKey={key}
            columns={[name, room, nik, arrived, left]}
            testId="register-departures"
          />
          <RegisterList
            title={w('foreigners')}
            rows={data.foreigners}
            rowKey={key}
            columns={foreignerColumns}
            note={w('foreignersNote')}
            testId="register-foreigners"
          />
        </>
      ) : register.isPending ? (
        <Loading />
      ) : (
        register.error && <Text c="red.8">{errorMessage(register.error)}</Text>
      )}
    </Stack>
  );
}
