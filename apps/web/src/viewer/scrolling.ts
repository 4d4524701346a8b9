/** The element that scrolls `element` up and down: its nearest scrolling ancestor, else the page. */
export function verticalScroller(element: HTMLElement): Element {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight)
      return parent;
  }
  return document.scrollingElement ?? document.documentElement;
}
