/** The next page loads when the list is scrolled within 10% of its end (spec §9). */
export const NEXT_PAGE_THRESHOLD = 0.1;

export function isNearEnd(element: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>) {
  if (element.scrollHeight <= 0) return false;
  const left = element.scrollHeight - element.scrollTop - element.clientHeight;
  return left <= element.scrollHeight * NEXT_PAGE_THRESHOLD;
}
