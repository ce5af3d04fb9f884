// MCSFE cashier relays: deposit and withdrawal settings (wire-contract.md 4.12), and the member's word
// on paid withdrawals (MCSFE_getPaymentConfirmationList / MCSFE_processC2CTransaction).
// LIMITATIONS: withdrawal groups (groupId) are ignored; the settings carry the fields public clients
// read (PLAN, MSUM), not the whole real answer.
import { ok } from '@sim/shared/envelope';
import {
  confirmationListSchema,
  confirmReceiptSchema,
  depositSettingsSchema,
  orderSchema,
  PROOF_MAX_BYTES,
  PROOF_MAX_COUNT,
  withdrawSettingsQuerySchema,
  withdrawSettingsSchema,
} from '@sim/shared/wps/cashier';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depositSettings } from '../../domain/cashier/deposits.ts';
import { toWireOrder } from '../../domain/cashier/orders.ts';
import { awaitingConfirmation, confirmReceipt, withdrawSettings } from '../../domain/cashier/withdrawals.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';

const tags = ['relay', 'cashier'];
const money = { auth: 'member', realAccount: true } as const;
/** up to three 5 MB images as base64 data URLs, plus the rest of the body */
const PROOF_BODY_LIMIT = Math.ceil((PROOF_MAX_BYTES * PROOF_MAX_COUNT * 4) / 3) + 64 * 1024;

const cashierRelays: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/MCSFE_getDepositSettings',
    {
      config: money,
      schema: {
        tags,
        summary: 'Deposit channels and their limits',
        response: envelope(depositSettingsSchema),
      },
    },
    async (request) =>
      ok(await depositSettings(app.sim, request.merchant, memberOf(request).memberId, request.language)),
  );

  app.get(
    '/MCSFE_getWithdrawSettings',
    {
      config: money,
      schema: {
        tags,
        summary: 'Withdrawal limits, remaining count and banks',
        querystring: withdrawSettingsQuerySchema,
        response: envelope(withdrawSettingsSchema),
      },
    },
    async (request) => ok(await withdrawSettings(app.sim, request.merchant, memberOf(request).memberId)),
  );

  app.get(
    '/MCSFE_getPaymentConfirmationList',
    {
      config: money,
      schema: {
        tags,
        summary: 'Paid withdrawals awaiting the member',
        response: envelope(confirmationListSchema),
      },
    },
    async (request) =>
      ok({ list: (await awaitingConfirmation(app.sim, memberOf(request).memberId)).map(toWireOrder) }),
  );

  app.post(
    '/MCSFE_processC2CTransaction',
    {
      bodyLimit: PROOF_BODY_LIMIT,
      config: money,
      schema: {
        tags,
        summary: 'Confirm a paid withdrawal: RECEIVED, or NOT_RECEIVED with 1-3 png/jpg proofs',
        body: confirmReceiptSchema,
        response: envelope(orderSchema),
      },
    },
    async (request) => {
      const { order } = await confirmReceipt(app.sim, memberOf(request).memberId, request.body);
      return ok(toWireOrder(order));
    },
  );
};

export default cashierRelays;
