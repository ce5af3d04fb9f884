// Feedback (PUT /wps/feedback, FEEDBACK3): a question type and a few words, from a visitor or — when
// the call carries a live session — a member; the back office reads them in its inbox and marks them
// read or resolved.
import type { AdminFeedback } from '@sim/shared/admin/help';
import type { FeedbackInput } from '@sim/shared/wps/help';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { RequestRefused } from '../../foundation/errors.ts';
import type { Feedback } from '../../generated/prisma/client.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { requireModule } from '../merchants/flags.ts';

export interface FeedbackDeps {
  db: Db;
  clock: SimClock;
}

export async function sendFeedback(
  deps: FeedbackDeps,
  merchant: MerchantProfile,
  sender: { memberId: number; username: string } | null,
  input: FeedbackInput,
  language: string,
): Promise<{ feedbackId: number }> {
  requireModule(merchant, 'FEEDBACK3');
  const row = await deps.db.feedback.create({
    data: {
      merchantCode: merchant.code,
      memberId: sender?.memberId ?? null,
      username: sender?.username ?? null,
      questionType: input.questionType,
      content: input.content,
      language,
      submittedAt: deps.clock.now(),
    },
  });
  return { feedbackId: row.id };
}

function toAdmin(row: Feedback): AdminFeedback {
  return {
    feedbackId: row.id,
    username: row.username,
    questionType: row.questionType as AdminFeedback['questionType'],
    content: row.content,
    language: row.language,
    status: row.status as AdminFeedback['status'],
    remark: row.remark,
    submittedAt: row.submittedAt.getTime(),
  };
}

export async function listFeedback(
  db: Db,
  filter: { merchantCode: string; status?: string; limit: number },
): Promise<AdminFeedback[]> {
  const rows = await db.feedback.findMany({
    where: { merchantCode: filter.merchantCode, status: filter.status },
    orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
    take: filter.limit,
  });
  return rows.map(toAdmin);
}

export async function updateFeedback(
  db: Db,
  merchantCode: string,
  change: { feedbackId: number; status: string; remark?: string },
): Promise<AdminFeedback> {
  const { count } = await db.feedback.updateMany({
    where: { id: change.feedbackId, merchantCode },
    data: { status: change.status, remark: change.remark },
  });
  if (count === 0) throw new RequestRefused('missing', `no feedback ${change.feedbackId}`);
  return toAdmin(await db.feedback.findUniqueOrThrow({ where: { id: change.feedbackId } }));
}
