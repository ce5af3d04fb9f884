import { Box, Center } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useInView } from '../lib/browser/use-in-view';
import {
  attemptSource,
  type ImageState,
  imageFailed,
  LAZY_IMAGE,
  LAZY_ROOT_MARGIN,
  rememberLoaded,
  wasLoaded,
} from '../lib/images/lazy-image';
import { imageUrl } from '../lib/site-status/cdn-hosts';

interface LazyImageProps {
  src: string;
  alt: string;
  /** width / height of the box the image fills */
  ratio?: number;
  className?: string;
  /** tries before the fallback icon: the spec's 3, or ONE_ATTEMPT (lib/images/lazy-image.ts) */
  attempts?: number;
}

/** An image loaded when it nears the viewport (checked at most every 200 ms), retried up to 3 times
 *  (or tried once), then a fallback icon. */
export function LazyImage(props: LazyImageProps) {
  // a new source starts over: attempts and the observer belong to one source
  return <LazyImageFor key={props.src} {...props} />;
}

function LazyImageFor({ src, alt, ratio = 1, className, attempts = LAZY_IMAGE.attempts }: LazyImageProps) {
  const cached = wasLoaded(src);
  const { ref, inView } = useInView<HTMLDivElement>({
    rootMargin: LAZY_ROOT_MARGIN,
    threshold: LAZY_IMAGE.threshold,
    throttleMs: LAZY_IMAGE.throttleMs,
    once: true,
  });
  const [state, setState] = useState<ImageState>(
    cached ? { status: 'loaded' } : { status: 'loading', attempt: 1 },
  );
  const attempt = state.status === 'loading' ? state.attempt : 1;

  return (
    <Box
      ref={ref}
      pos="relative"
      className={className}
      style={{ aspectRatio: ratio }}
      data-image-state={state.status}
    >
      {state.status === 'failed' ? (
        <Center
          h="100%"
          bg="var(--mantine-color-default-hover)"
          data-testid="image-fallback"
          aria-label={alt}
        >
          <IconPhotoOff size={32} stroke={1.4} color="var(--mantine-color-dimmed)" />
        </Center>
      ) : (
        (cached || inView) && (
          <img
            src={attemptSource(imageUrl(src), attempt)}
            alt={alt}
            decoding="async"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            onLoad={() => {
              rememberLoaded(src);
              setState({ status: 'loaded' });
            }}
            onError={() => setState((current) => imageFailed(current, attempts))}
          />
        )
      )}
    </Box>
  );
}
