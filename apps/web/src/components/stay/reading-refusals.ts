import type { StayMeterReading } from '@kamar/contract';
import type { ApiError } from '../../lib/api-client';
import type { TypedReadings } from './readings-dialog';
import type { RoomMeter } from './room-meters';

// What the door's readings are sent as, and which meter a refusal of them is about.

/** The readings as the call takes them: the meters read, each once. */
export function readingsOf(meters: RoomMeter[], typed: TypedReadings): StayMeterReading[] {
  return meters.flatMap((meter) => {
    const value = typed[meter.chargeTypeId];
    if (!value || value.reading === '') return [];
    const replaced = value.meterReplaced;
    return [
      {
        chargeTypeId: meter.chargeTypeId,
        reading: Number(value.reading),
        meterReplaced: replaced,
        startReading: replaced && value.startReading !== '' ? Number(value.startReading) : null,
      },
    ];
  });
}

/**
 * The meter a refusal is about: the reading the server names by its place in the call, else by
 * the type's name or the figures the refusal carries (a high usage: the usage counted from the
 * last reading, or the new meter's start). Null when it names none.
 */
export function meterOf(error: ApiError, sent: StayMeterReading[], meters: RoomMeter[], skip: Set<number>) {
  for (const e of error.errors) {
    const at = /^meterReadings\.(\d+)\.(\w+)$/.exec(e.field);
    const reading = at ? sent[Number(at[1])] : undefined;
    if (at && reading)
      return {
        chargeTypeId: reading.chargeTypeId,
        field: at[2] === 'startReading' ? 'startReading' : 'reading',
      } as const;
  }
  const params = error.refusal?.params ?? {};
  const candidates = sent.filter((r) => !skip.has(r.chargeTypeId));
  const meter = (r: StayMeterReading) => meters.find((m) => m.chargeTypeId === r.chargeTypeId);
  const usageOf = (r: StayMeterReading) =>
    r.reading - (r.meterReplaced ? (r.startReading ?? 0) : (meter(r)?.last?.reading ?? 0));
  const found =
    candidates.find((r) => params.type !== undefined && meter(r)?.chargeTypeName === params.type) ??
    candidates.find(
      (r) => params.usage !== undefined && usageOf(r) === Number(params.usage) && meter(r)?.unitName === params.unit,
    ) ??
    candidates.find((r) => params.reading !== undefined && r.reading === Number(params.reading)) ??
    candidates.find((r) => params.unit !== undefined && meter(r)?.unitName === params.unit);
  return found ? ({ chargeTypeId: found.chargeTypeId, field: 'reading' } as const) : null;
}

/** Whether a refusal is about the readings (then the dialog comes back to correct them), not the stay. */
export const aboutReadings = (error: ApiError) =>
  Boolean(error.refusal?.code.startsWith('meterReading.')) ||
  error.errors.some((e) => e.field.startsWith('meterReadings'));
