import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import '../../test/prosemirror-dom.ts';
import { richTextExtensions } from './extensions.ts';
import { fitsLimit, plainTextLength } from './max-length.ts';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

const make = (content: string, maxLength?: number) => {
  editor = new Editor({
    element: document.createElement('div'),
    extensions: richTextExtensions({ maxLength }),
    content,
  });
  return editor;
};
const text = (e: Editor) => e.state.doc.textBetween(0, e.state.doc.content.size, '\n');

describe('maxLength on the plain text (spec §5)', () => {
  it('lets an edit stand when it fits or does not lengthen an over-long text', () => {
    expect(fitsLimit(9, 10, 10)).toBe(true);
    expect(fitsLimit(10, 11, 10)).toBe(false);
    expect(fitsLimit(14, 12, 10)).toBe(true);
  });

  it('counts a paragraph break as one character', () => {
    expect(plainTextLength(make('<p>abc</p><p>de</p>').state.doc)).toBe(6);
  });

  it('stops typing at the limit', () => {
    const e = make('<p>12345678</p>', 10);
    e.commands.focus('end');
    e.commands.insertContent('9');
    e.commands.insertContent('0');
    e.commands.insertContent('X');
    expect(text(e)).toBe('1234567890');
  });

  it('stops return at the limit', () => {
    const e = make('<p>1234567890</p>', 10);
    e.commands.focus('end');
    e.commands.enter();
    expect(e.state.doc.childCount).toBe(1);
    const roomy = make('<p>12345</p>', 10);
    roomy.commands.focus('end');
    roomy.commands.enter();
    expect(roomy.state.doc.childCount).toBe(2);
  });

  it('cuts a paste to what still fits', () => {
    const e = make('<p>Hello</p>', 10);
    e.commands.focus('end');
    e.view.pasteText(' wonderful world');
    expect(text(e)).toBe('Hello wond');
  });

  it('cuts pasted paragraphs too, keeping what was there', () => {
    const e = make('<p>ab</p>', 8);
    e.commands.focus('end');
    e.view.pasteHTML('<p>cdef</p><p>ghijk</p>');
    expect(plainTextLength(e.state.doc)).toBe(8);
    expect(text(e).startsWith('ab')).toBe(true);
  });

  it('does not limit anything without a maxLength', () => {
    const e = make('<p>Hello</p>');
    e.commands.focus('end');
    e.view.pasteText(' wonderful world');
    expect(text(e)).toBe('Hello wonderful world');
  });
});
