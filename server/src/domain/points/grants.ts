// Points the back office grants (or takes back): one GRANT line in the points record, once per
// idempotency key; a take never goes below zero.
import { randomUUID } from 'node:crypto';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import { postPoints } from './point-book.ts';
import type { PointDeps } from './redeems.ts';
import { centiOf } from './units.ts';

export interface PointGrant {
  merchantCode: string;
  memberId: number;
  /** positive grants, negative takes */
  points: number;
  remark: string;
  idempotencyKey?: string;
}

export function grantPoints(deps: PointDeps, grant: PointGrant) {
  const key = `admin/${grant.merchantCode}/${grant.idempotencyKey ?? randomUUID()}`;
  return retryOnDuplicate(() =>
    deps.db.$transaction((tx) =>
      postPoints(tx, {
        merchantCode: grant.merchantCode,
        memberId: grant.memberId,
        idempotencyKey: key,
        type: 'GRANT',
        changeCenti: centiOf(grant.points),
        remark: grant.remark,
        postedAt: deps.clock.now(),
      }),
    ),
  );
}
