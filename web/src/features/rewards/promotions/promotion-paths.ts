/** /promoDetail?id=<promotionId>: the detail page of one promotion. */
export function promoDetailPath(promotionId: number): string {
  return `/promoDetail?id=${promotionId}`;
}

/** The id of /promoDetail's query, or null when it names none. */
export function promotionIdOf(search: URLSearchParams): number | null {
  const id = Number(search.get('id') ?? search.get('promotionId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
