import { paths, paymentGatewayCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { runAs } from '../../db/actor-scope.js';
import type { PaymentGatewayService } from './payment-gateway.service.js';

export async function paymentGatewayRoutes(app: FastifyInstance, { service }: { service: PaymentGatewayService }) {
  app.registerCall(paymentGatewayCalls.getStatus, async () => service.status());
  app.registerCall(paymentGatewayCalls.getCheckoutList, ({ body }) => service.checkouts(body));
  app.registerCall(paymentGatewayCalls.getAnomalyList, ({ body }) => service.anomalies(body));
  app.registerCall(paymentGatewayCalls.resolveAnomaly, ({ user, body }) => service.resolve(user, body));

  // The provider's webhook: its own payload and token, not a call. Settled in one transaction in
  // the provider's name, from its address, so the payment's audit entry says who recorded it.
  app.post<{ Params: { provider: string } }>(
    `${paths.paymentGateway.callback}/:provider`,
    { schema: { hide: true } },
    async (request) => {
      const provider = request.params.provider.slice(0, 20);
      const raw = JSON.stringify(request.body ?? null);
      return runAs(app.db, { userId: null, username: provider, address: request.ip }, () =>
        service.callback(provider, request.headers, raw, request.body),
      );
    },
  );
}
