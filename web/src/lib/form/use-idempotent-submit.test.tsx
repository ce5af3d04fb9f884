import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useIdempotentSubmit } from './use-idempotent-submit';

describe('idempotent money submits', () => {
  it('drops a second submit while the first is in flight', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    let finish: (value: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));

    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    await act(async () => {
      first = result.current.submit(send);
      second = result.current.submit(send);
      finish('order');
    });

    expect(send).toHaveBeenCalledTimes(1);
    expect(await first).toBe('order');
    expect(await second).toBeUndefined();
  });

  it('keeps the requestId after a failure and renews it after a success', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const ids: string[] = [];
    const record = (ok: boolean) => async (requestId: string) => {
      ids.push(requestId);
      if (!ok) throw new Error('network');
      return requestId;
    };

    await act(() => result.current.submit(record(false)));
    await act(() => result.current.submit(record(true)));
    await act(() => result.current.submit(record(true)));

    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
