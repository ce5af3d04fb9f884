// Money forms are idempotent (cashier.ts: a retry with the same requestId answers the first order and
// moves nothing): a fresh form holds one requestId, a double click or a retry after a network error
// sends that same id, and only a success makes the form fresh again.
import { useCallback, useRef, useState } from 'react';
import { newUuid } from '../browser/random-id';

const newRequestId = newUuid;

export function useIdempotentSubmit() {
  const [requestId, setRequestId] = useState(newRequestId);
  // a second click lands before React has re-rendered the disabled button: drop it here
  const inFlight = useRef(false);

  /**
   * Sends once at a time with the form's requestId; the result, or undefined when the call failed
   * (the mutation holds the error) or another submit was still in flight.
   */
  const submit = useCallback(
    async <Result>(send: (requestId: string) => Promise<Result>): Promise<Result | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      try {
        const result = await send(requestId);
        setRequestId(newRequestId());
        return result;
      } catch {
        return undefined;
      } finally {
        inFlight.current = false;
      }
    },
    [requestId],
  );

  return { requestId, submit };
}
