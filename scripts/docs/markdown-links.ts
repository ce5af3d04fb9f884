// The relative links of a markdown page and the anchors its headings make (as GitHub renders them), for
// the test that keeps the docs' links pointing at files and sections that exist.

export interface MarkdownLink {
  /** the file part, relative to the page; '' for a link within the page */
  file: string;
  /** the part after '#', if any */
  anchor?: string;
  line: number;
}

const FENCE = /^\s*(```|~~~)/;
const INLINE_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/;
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** Lines outside fenced code blocks, and their 1-based numbers. */
function proseLines(markdown: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (FENCE.test(text)) fenced = !fenced;
    else if (!fenced) out.push({ text, line: index + 1 });
  });
  return out;
}

/** A line with its inline code spans blanked: a link written inside backticks is an example, not a link. */
const withoutCodeSpans = (text: string) => text.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length));

function toLink(target: string, line: number): MarkdownLink | null {
  if (EXTERNAL.test(target) || target.startsWith('//')) return null;
  const hash = target.indexOf('#');
  const file = decodeURI(hash === -1 ? target : target.slice(0, hash));
  return hash === -1 ? { file, line } : { file, anchor: target.slice(hash + 1), line };
}

/** Every link of the page that points into the repository (http(s), mailto and the like left out). */
export function relativeLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const { text: raw, line } of proseLines(markdown)) {
    const text = withoutCodeSpans(raw);
    const definition = REFERENCE_DEFINITION.exec(text);
    const targets = definition ? [definition[1]!] : [...text.matchAll(INLINE_LINK)].map((m) => m[1]!);
    for (const target of targets) {
      const link = toLink(target, line);
      if (link) links.push(link);
    }
  }
  return links;
}

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, each space a hyphen. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a page's headings make; a repeated heading gets -1, -2, ... as on GitHub. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}
