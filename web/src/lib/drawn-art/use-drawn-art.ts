// The markup of a drawn picture (drawn-art.ts), asked for once per address and kept: the /cdn answers
// are cached a day, and a picture never changes under its address.
import { useQuery } from '@tanstack/react-query';

/** Bengali letters: the page's Bengali face must be there before they are laid out (boot/bengali-font.ts). */
const BENGALI = /[\u0980-\u09ff]/;
const BENGALI_FONT = '16px "Noto Sans Bengali Variable"';
/** a stalled font request holds the picture up no longer than this */
const FONT_WAIT_MS = 1000;

async function fontFor(markup: string): Promise<void> {
  if (!BENGALI.test(markup) || typeof document === 'undefined' || !document.fonts) return;
  await Promise.race([
    document.fonts.load(BENGALI_FONT, '\u09b9').catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS)),
  ]);
}

async function fetchArt(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const markup = await response.text();
  await fontFor(markup);
  return markup;
}

/** The SVG markup at `url`, when `enabled`. */
export const useDrawnArt = (url: string, enabled: boolean) =>
  useQuery({
    queryKey: ['drawn-art', url],
    queryFn: () => fetchArt(url),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
