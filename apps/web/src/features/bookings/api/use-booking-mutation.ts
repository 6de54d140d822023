import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsKey, floorPlanKey } from './get-bookings';

/** A change to bookings: afterwards the lists, the booking itself, free rooms and the room map reload. */
export function useBookingMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsKey }),
        queryClient.invalidateQueries({ queryKey: floorPlanKey }),
      ]),
  });
}
