import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Loading } from '../../../components/feedback/loading';
import { NotFoundPage } from '../../../components/not-found-page';
import { onlinePaymentStatusOptions } from '../../../lib/online-payment';
import { AnomalyList } from './anomaly-list';
import { CheckoutList } from './checkout-list';
import { OnlineViews, viewOf } from './online-views';

/**
 * /online-payment: what tenants paid online, in two views. Checkouts (newest first): each hosted
 * payment page opened for a bill, and for a paid one its receipt, the provider's fee and the channel.
 * To check (`view=toCheck`, the open ones unless asked otherwise): money the provider reported and
 * the server did not record, with why and both amounts, settled by hand with what was done. Without
 * online payment (no provider set on the server) the screen is not there at all.
 */
export function OnlinePaymentsPage() {
  const [query] = useSearchParams();
  const status = useQuery(onlinePaymentStatusOptions());
  if (!status.data) return status.isError ? <NotFoundPage /> : <Loading />;
  if (!status.data.enabled) return <NotFoundPage />;
  const view = viewOf(query);
  const views = <OnlineViews view={view} />;
  // Keyed by the view: each is a list of its own, with its own filters and page in the address.
  return view === 'toCheck' ? <AnomalyList key={view} views={views} /> : <CheckoutList key={view} views={views} />;
}
