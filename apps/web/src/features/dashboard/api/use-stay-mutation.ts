import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A check-in or check-out changes the figures, the lists, the bookings and the room map:
 * everything cached is reloaded, not only this screen.
 */
export function useStayMutation<O>(mutationFn: (bookingId: number) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries() });
}
