/** Stands in for a page until its server part is merged. */
export function PendingPage() {
  return null;
}
