import { act } from '@testing-library/react';

/** Stands in for IntersectionObserver (jsdom has none); tests say what is in view. */
export class FakeObserver {
  static made: FakeObserver[] = [];
  targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.made.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  /** Tells this observer that `target` entered (or left) its view. */
  report(target: Element, isIntersecting: boolean) {
    const entry = { target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 };
    act(() => this.callback([entry as unknown as IntersectionObserverEntry], this as never));
  }
}
