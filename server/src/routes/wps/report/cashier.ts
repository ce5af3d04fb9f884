// /wps/report/depositTransaction and /withdrawTransaction: the legacy client's deposit and withdrawal
// records, the same orders as the account record (/wps/report/transaction) of one type, with a total.
// LIMITATIONS: the answers' shapes are not public: the account record's page plus totalAmount.
import { ok } from '@sim/shared/envelope';
import type { OrderType } from '@sim/shared/wps/cashier';
import { cashierRecordQuerySchema, cashierRecordSchema } from '@sim/shared/wps/legacy-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersWithTotal } from '../../../domain/reports/transactions.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';

const RECORDS: [url: string, type: OrderType, summary: string][] = [
  [
    '/depositTransaction',
    'DEPOSIT',
    'Deposits in a date range, paged, with their total (by status if named)',
  ],
  [
    '/withdrawTransaction',
    'WITHDRAW',
    'Withdrawals in a date range, paged, with their total (by status if named)',
  ],
];

const cashierReportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [url, type, summary] of RECORDS)
    app.get(
      url,
      {
        config: { auth: 'member' },
        schema: {
          tags: ['report'],
          summary,
          querystring: cashierRecordQuerySchema,
          response: envelope(cashierRecordSchema),
        },
      },
      async (request) =>
        ok(
          await ordersWithTotal(
            app.sim.db,
            memberOf(request).memberId,
            type,
            request.query,
            app.sim.clock.now(),
          ),
        ),
    );
};

export default cashierReportRoutes;
