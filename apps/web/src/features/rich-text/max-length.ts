import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';

const leafText = (node: PmNode) => (node.type.name === 'hardBreak' ? '\n' : '');

/** The plain text length of a document: each paragraph break and line break counts as one character. */
export const plainTextLength = (doc: PmNode, from = 0, to = doc.content.size) =>
  doc.textBetween(from, to, '\n', leafText).length;

/** Whether an edit may stand: it fits, or it does not make an over-long text longer. */
export const fitsLimit = (before: number, after: number, limit: number) => after <= limit || after <= before;

/** Where to start deleting before `head` so that `over` characters go (the tail of a paste). */
export function cutStart(doc: PmNode, head: number, over: number) {
  let low = 0;
  let high = head;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (plainTextLength(doc, mid, head) >= over) low = mid;
    else high = mid - 1;
  }
  return low;
}

const isPaste = (tr: Transaction) => tr.getMeta('paste') === true || tr.getMeta('uiEvent') === 'drop';

/**
 * Optional limit on the plain text (spec §5): typing and return stop at the limit, and a paste is
 * cut to what still fits.
 */
export const MaxLength = Extension.create<{ limit: number | null }>({
  name: 'maxLength',
  addOptions: () => ({ limit: null }),
  addProseMirrorPlugins() {
    const { limit } = this.options;
    if (!limit) return [];
    return [
      new Plugin({
        key: new PluginKey('maxLength'),
        filterTransaction: (tr, state) =>
          !tr.docChanged ||
          isPaste(tr) ||
          fitsLimit(plainTextLength(state.doc), plainTextLength(tr.doc), limit),
        appendTransaction: (transactions, old, state) => {
          if (!transactions.some(isPaste)) return null;
          const after = plainTextLength(state.doc);
          // Only the pasted text is cut, never what was there before.
          const over = Math.min(after - limit, after - plainTextLength(old.doc));
          if (over <= 0) return null;
          const head = state.selection.head;
          return state.tr.delete(cutStart(state.doc, head, over), head);
        },
      }),
    ];
  },
});
