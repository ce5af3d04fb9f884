// Reward-centre tickets (wire-contract.md 4.12 and 8): PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE,
// PROMOFE_claimTicket {transactionId, isApp}, PROMOFE_spinSlotMachine (value.rewardType),
// MCSFE_cancelTicket, PROMOFE_getTicketGlobalConfig; PROMOFE_getDiscountTicketList?isApp=N&status=AVAILABLE
// (P's other relays): the member's discount tickets (domain/promotions/discount-tickets.ts).
// LIMITATIONS: isApp is accepted and ignored; the discount ticket's shape is this simulator's design (never
// seen), after the claim ticket list's; the cashier does not apply a discount ticket by itself: the back
// office marks one used (discountTickets.use).
import { ok } from '@sim/shared/envelope';
import {
  spinResultSchema,
  ticketGlobalConfigSchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketRefSchema,
  ticketSchema,
} from '@sim/shared/relay/promofe';
import { discountTicketListQuerySchema, discountTicketListSchema } from '@sim/shared/relay/reward-vouchers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberDiscountTickets } from '../../domain/promotions/discount-tickets.ts';
import { ticketGlobalConfig } from '../../domain/promotions/prizes.ts';
import {
  cancelTicket,
  claimTicket,
  memberTickets,
  spinSlotMachine,
} from '../../domain/promotions/tickets.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';
import { memberCall, memberView, rewardCentreOn } from './reward-centre.ts';

const tags = ['relay: reward centre'];

const ticketRelays: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', rewardCentreOn);
  app.get(
    '/PROMOFE_getClaimTicketList',
    {
      config: memberView,
      schema: {
        tags,
        summary: "The member's tickets (status AVAILABLE by default, or CLAIMED, CANCELLED, EXPIRED, ALL)",
        querystring: ticketListQuerySchema,
        response: envelope(ticketListSchema),
      },
    },
    async (request) =>
      ok(await memberTickets(app.sim, memberOf(request).memberId, request.query.status, request.language)),
  );

  app.post(
    '/PROMOFE_claimTicket',
    {
      config: memberCall,
      schema: {
        tags,
        summary: 'Spin what is left of a ticket and pay its win (a repeat answers the first claim)',
        body: ticketRefSchema,
        response: envelope(spinResultSchema),
      },
    },
    async (request) =>
      ok(
        await claimTicket(app.sim, memberOf(request).memberId, request.body.transactionId, request.language),
      ),
  );

  app.post(
    '/PROMOFE_spinSlotMachine',
    {
      config: memberCall,
      schema: {
        tags,
        summary: 'One spin of a slot machine ticket (the last one: slot_machine_use_claim_for_final_spin)',
        body: ticketRefSchema,
        response: envelope(spinResultSchema),
      },
    },
    async (request) =>
      ok(
        await spinSlotMachine(
          app.sim,
          memberOf(request).memberId,
          request.body.transactionId,
          request.language,
        ),
      ),
  );

  app.post(
    '/MCSFE_cancelTicket',
    {
      config: memberCall,
      schema: {
        tags,
        summary: 'Give up an unused ticket',
        body: ticketRefSchema,
        response: envelope(ticketSchema),
      },
    },
    async (request) =>
      ok(
        await cancelTicket(app.sim, memberOf(request).memberId, request.body.transactionId, request.language),
      ),
  );

  app.get(
    '/PROMOFE_getTicketGlobalConfig',
    {
      schema: {
        tags,
        summary: 'Slot machine symbols and spins',
        response: envelope(ticketGlobalConfigSchema),
      },
    },
    async () => ok(ticketGlobalConfig()),
  );

  app.get(
    '/PROMOFE_getDiscountTicketList',
    {
      config: memberView,
      schema: {
        tags,
        summary:
          "The member's discount tickets (status AVAILABLE by default, or USED, CANCELLED, EXPIRED, ALL)",
        querystring: discountTicketListQuerySchema,
        response: envelope(discountTicketListSchema),
      },
    },
    async (request) =>
      ok(
        await memberDiscountTickets(
          app.sim,
          memberOf(request).memberId,
          request.query.status,
          request.language,
        ),
      ),
  );
};

export default ticketRelays;
