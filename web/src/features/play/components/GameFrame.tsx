import { useEffect, useRef } from 'react';
import { useRefreshBalance } from '../../wallet/hooks';

interface GameFrameProps {
  url: string;
  title: string;
  testId?: string;
  height?: number | string;
}

/** Spec: the provider page posts `{type: 'sim:round'}` to its parent after each round. */
export const ROUND_MESSAGE = 'sim:round';

function isRoundMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === ROUND_MESSAGE;
}

/** A launched game in an iframe; the header balance refreshes after every round it reports. */
export function GameFrame({ url, title, testId = 'game-frame', height = '100%' }: GameFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const refreshBalance = useRefreshBalance();

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // only this frame's game speaks for the balance
      if (event.source !== frame.current?.contentWindow || !isRoundMessage(event.data)) return;
      refreshBalance();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [refreshBalance]);

  return (
    <iframe
      ref={frame}
      src={url}
      title={title}
      data-testid={testId}
      allow="autoplay; fullscreen"
      style={{ width: '100%', height, border: 0, display: 'block', background: '#0d0a1a' }}
    />
  );
}
