import type { QueryFunctionContext } from '@tanstack/react-query';

/** A first-screen query's `checkAfterPaint` (api/wire.ts): an answer its schema refuses once loaded
 *  is dropped and asked for again, checked at once this time (a refusal is then the query's error). */
export function askAgainIfRefused({ client, queryKey }: Pick<QueryFunctionContext, 'client' | 'queryKey'>) {
  return () => void client.resetQueries({ queryKey, exact: true });
}
