// ODSFE2_MemTransDet (modID MEMTRANS3): the points record — changed points, balance, remark
// (platform-spec.md 3), newest first, paged.
// LIMITATIONS: only points lines; the real service's other member transaction details are not known.
import { pointRecordQuerySchema, pointRecordSchema } from '@sim/shared/relay/mcs2';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberPointRecord } from '../../domain/points/mall.ts';
import { memberOf } from '../../gateway/member.ts';
import { readRelay } from '../mcs2/read-relay.ts';

const pointsRecordRelay: FastifyPluginAsyncZod = async (app) => {
  readRelay(app, {
    names: ['ODSFE2_MemTransDet'],
    tags: ['relay: points'],
    summary: 'The points record (type, startDate, endDate; the whole record by default)',
    query: pointRecordQuerySchema,
    response: pointRecordSchema,
    answer: (request, query) =>
      memberPointRecord(app.sim, request.merchant, memberOf(request).memberId, query),
  });
};

export default pointsRecordRelay;
