// Two requests with one new idempotency key race to insert it: the loser's transaction rolls back on
// the unique constraint, and running it again answers as a replay of the winner's.
import { isDuplicate } from './sql.ts';

/** A unique or primary key already taken: Prisma's P2002, or the driver's when the insert was plain SQL (sql.ts). */
export const isDuplicateKey = (error: unknown) =>
  (error as { code?: string }).code === 'P2002' || isDuplicate(error);

export async function retryOnDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return work();
  }
}
