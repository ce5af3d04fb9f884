// Staleness case of the PVP lobby's cached rooms (answer-cache.test.ts): a PVP game declared the way a
// QA scenario declares one opens its rooms on the next call.
import { adminMutation } from '../../test/harness.ts';
import { names, type Staleness } from './case.ts';

export const PVP_ROOMS: Record<string, Staleness> = {
  '/wps/relay/GLS2_roomList': {
    path: '/wps/relay/GLS2_roomList?vassalage=KM',
    member: ['demo01', 'Demo1234'],
    read: names,
    change: (t) =>
      adminMutation(t, 'catalogue.declareGame', {
        id: 4811,
        code: 'QA4811',
        name: 'QA cached PVP table',
        vendor: 'KM',
        gameType: 'PVP',
      }),
  },
};
