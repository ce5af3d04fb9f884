// Two requests with one new idempotency key race to insert it: the loser's transaction rolls back on
// the unique constraint, and running it again answers as a replay of the winner's.
export async function retryOnDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code !== 'P2002') throw error;
    return work();
  }
}
