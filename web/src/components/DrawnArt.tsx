import { type CSSProperties, useEffect, useRef } from 'react';
import { ART_STYLE, type ArtFit, type ArtPosition, isDrawnArt, prepareArt } from '../lib/drawn-art/drawn-art';
import { useDrawnArt } from '../lib/drawn-art/use-drawn-art';
import { imageUrl } from '../lib/site-status/cdn-hosts';

interface DrawnArtProps {
  /** the picture's address as the platform gave it (moved onto the image host here) */
  src: string;
  /** what the picture says; empty for a picture whose words are beside it */
  alt: string;
  fit?: ArtFit;
  position?: ArtPosition;
  className?: string;
  style?: CSSProperties;
  testId?: string;
}

/**
 * A banner or goods picture: the site's own drawn SVG placed in the page (its words in the page's fonts,
 * lib/drawn-art/drawn-art.ts), any other picture as an image.
 */
export function DrawnArt({
  src,
  alt,
  fit = 'cover',
  position = 'center',
  className,
  style,
  testId,
}: DrawnArtProps) {
  const url = imageUrl(src);
  const inline = isDrawnArt(url);
  const art = useDrawnArt(url, inline);
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    const svg = art.data ? prepareArt(art.data, fit, position) : null;
    if (!element || !svg) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const sheet = document.createElement('style');
    sheet.textContent = ART_STYLE;
    root.replaceChildren(sheet, document.importNode(svg, true));
  }, [art.data, fit, position]);

  if (!inline || art.isError)
    return (
      <img
        src={url}
        alt={alt}
        loading="lazy"
        className={className}
        style={{ objectFit: fit, objectPosition: `${position} center`, ...style }}
        data-testid={testId}
      />
    );
  return (
    <div
      ref={host}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      className={className}
      style={style}
      data-testid={testId}
      data-drawn-art={art.data ? 'placed' : 'pending'}
    />
  );
}
