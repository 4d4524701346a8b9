// jsdom lays nothing out. ProseMirror measures the selection to scroll it into view and builds a
// ClipboardEvent to paste; these stand-ins let the real editor run in component tests.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;

if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();
if (!('ClipboardEvent' in globalThis))
  Object.assign(globalThis, {
    ClipboardEvent: class extends Event {
      clipboardData = null;
    },
  });
