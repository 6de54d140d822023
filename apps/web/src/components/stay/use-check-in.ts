import type { StayMeterReading } from '@kamar/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAction } from '../feedback/use-action';
import { doorFlows } from './door';
import type { StayAtDoor } from './room-meters';

/**
 * Check-in, confirmed with what it does and with the room's meter readings when the business
 * reads meters (check-in-flow.ts, fetched at the first use). `checkIn` is the screen's own call
 * (its topic refreshes what it shows), sent the readings typed.
 */
export function useCheckIn() {
  const run = useAction();
  const navigate = useNavigate();
  return useCallback(
    async (
      stay: StayAtDoor & { checkInDate: string },
      today: string,
      checkIn: (meterReadings: StayMeterReading[]) => Promise<unknown>,
    ) => {
      const flows = await doorFlows();
      await flows?.checkInAtDoor({ run, navigate }, stay, today, checkIn);
    },
    [run, navigate],
  );
}
