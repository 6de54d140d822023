import { type Agreement, paths } from '@kamar/contract';
import { downloadFile } from '../../../components/files/download-file';
import { apiCall } from '../../../lib/api-client';

/** A version's PDF: a GET with the bearer token (a draft drawn now, a fixed one its kept bytes). */
export const downloadAgreement = (agreement: Pick<Agreement, 'agreementId' | 'version'>) =>
  downloadFile(
    `${paths.agreement.file}?id=${agreement.agreementId}`,
    `agreement-${agreement.agreementId}-v${agreement.version}.pdf`,
  );

/** The stay's page link (made when the stay has none), for the tenant to sign on their own phone. */
export const getSigningLink = (bookingId: number) => apiCall(paths.booking.getTenantLink, { bookingId });
