import type { StayMeterReading } from '@kamar/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAction } from '../feedback/use-action';
import { doorFlows } from './door';
import type { StayAtDoor } from './room-meters';

/**
 * Check-out that settles up (check-out-flow.ts, fetched at the first use): what the stay still
 * owes and the deposit it holds, the room's meter readings when the business reads meters, then
 * the deposit return for whoever returns deposits. `checkOut` is the screen's own call (its topic
 * refreshes what it shows), sent the readings typed.
 */
export function useCheckOut() {
  const run = useAction();
  const navigate = useNavigate();
  return useCallback(
    async (stay: StayAtDoor, checkOut: (meterReadings: StayMeterReading[]) => Promise<unknown>) => {
      const flows = await doorFlows();
      await flows?.checkOutAtDoor({ run, navigate }, stay, checkOut);
    },
    [run, navigate],
  );
}
