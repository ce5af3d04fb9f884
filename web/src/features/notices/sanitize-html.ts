// Notice content is HTML written by the merchant. It is shown as formatting, never as code: scripts,
// frames, forms, event handlers and javascript: links are dropped before it reaches the page.

const DROPPED_TAGS = 'script, style, iframe, frame, object, embed, form, input, button, link, meta, base';

type HtmlParser = Pick<DOMParser, 'parseFromString'>;
let parser: () => HtmlParser = () => new DOMParser();

/** The server's prerender of a page has no DOMParser: it brings its own (prerender/landing.tsx). */
export function setHtmlParser(make: () => HtmlParser): void {
  parser = make;
}

// a whole document: the browser's parser takes a bare body too, linkedom's (the prerender's) does not
const parsed = (html: string) =>
  parser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');

export function sanitizeHtml(html: string): string {
  const document = parsed(html);
  for (const element of document.body.querySelectorAll(DROPPED_TAGS)) element.remove();
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim().toLowerCase();
      if (name.startsWith('on') || ((name === 'href' || name === 'src') && value.startsWith('javascript:')))
        element.removeAttribute(attribute.name);
    }
    if (element.tagName === 'A') {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return document.body.innerHTML;
}

/** The text of an HTML fragment, for one-line places like the marquee. */
export function htmlText(html: string): string {
  const document = parsed(html);
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
