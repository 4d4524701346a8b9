import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageParam, pageSizeParam } from './pagination.ts';
import {
  clientIdSchema,
  emailField,
  idParamSchema,
  idSchema,
  isEmail,
  nonEmptyUpdate,
  noQuerySchema,
  sequenceSchema,
  textSchema,
  VALIDATION,
} from './validation.ts';

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('textSchema', () => {
  const line = textSchema({ max: 20 });
  const note = textSchema({ max: 20, multiline: true });

  it('trims and keeps ordinary text, tabs included', () => {
    expect(line.parse('  Ocean\tView  ')).toBe('Ocean\tView');
    expect(note.parse('Line one\nLine two\r\n')).toBe('Line one\nLine two');
  });

  it('refuses NUL bytes and other C0 control characters with their own message', () => {
    expect(messages(line.safeParse('Villa\u0000'))).toEqual([VALIDATION.nullCharacter]);
    expect(messages(note.safeParse('\u0000'))).toEqual([VALIDATION.nullCharacter]);
    expect(messages(note.safeParse('bell\u0007'))).toEqual([VALIDATION.controlCharacter]);
    expect(messages(line.safeParse('esc\u001b[31m'))).toEqual([VALIDATION.controlCharacter]);
  });

  it('refuses line breaks only where the text is single-line', () => {
    expect(messages(line.safeParse('one\ntwo'))).toEqual([VALIDATION.lineBreak]);
    expect(note.safeParse('one\ntwo').success).toBe(true);
  });

  it('says how long the text may be', () => {
    expect(messages(line.safeParse('x'.repeat(21)))).toEqual([VALIDATION.tooLong(20)]);
    expect(line.safeParse(42).success).toBe(false);
  });
});

describe('the e-mail rule', () => {
  it.each([
    'jane@example.com',
    'Max.Partner+home@Example.org',
    "o'brien@sub.example.co.uk",
    'a@b.io',
    'x@xn--p1ai.xn--p1ai',
  ])('takes %s', (address) => {
    expect(isEmail(address)).toBe(true);
  });

  it.each([
    'max@example.c',
    'a,b@example.com',
    'a b@example.com',
    '"quoted"@example.com',
    'jane@example',
    'jane@-example.com',
    'jane..doe@example.com',
    '.jane@example.com',
    'jane@exa_mple.com',
    'jane@example.com\u0000',
    'üñî@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
    '',
  ])('refuses %s', (address) => {
    expect(isEmail(address)).toBe(false);
  });

  it('trims and lower-cases, with the form’s own texts', () => {
    const email = emailField({ required: VALIDATION.emailRequired, invalid: VALIDATION.invalidEmail });
    expect(email.parse('  Jane@Example.COM ')).toBe('jane@example.com');
    expect(messages(email.safeParse(''))).toEqual([VALIDATION.emailRequired]);
    expect(messages(email.safeParse('max@example.c'))).toEqual([VALIDATION.invalidEmail]);
    expect(messages(emailField().safeParse('nope'))).toEqual([VALIDATION.enterValidEmail]);
  });
});

describe('ids', () => {
  it('take a positive int4 in a body', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse(2_147_483_647)).toBe(2_147_483_647);
    for (const bad of [0, -1, 2_147_483_648, 1.5, '1', null, 2 ** 53])
      expect(messages(idSchema.safeParse(bad))).toContain(VALIDATION.invalidId);
  });

  it('read the same range from a path or a query', () => {
    expect(idParamSchema.parse('42')).toBe(42);
    for (const bad of [
      '0',
      '-3',
      '2147483648',
      '1.5',
      'abc',
      '',
      '9'.repeat(30),
      '0x2a',
      '4.2e1',
      ' 42',
      '42.0',
    ])
      expect(messages(idParamSchema.safeParse(bad))).toContain(VALIDATION.invalidId);
  });
});

describe('noQuerySchema', () => {
  it('takes an empty query string and names the parameters of any other', () => {
    expect(noQuerySchema.parse({})).toEqual({});
    expect(messages(noQuerySchema.safeParse({ title: 'x', force: '1' }))).toEqual([
      'Unknown query parameters: title, force. This call takes none.',
    ]);
  });
});

describe('a client’s own ids and counters', () => {
  it('take a URL-safe random id of 16 to 64 characters, nothing else', () => {
    expect(clientIdSchema.parse('Ab-_0123456789xyzQ')).toBe('Ab-_0123456789xyzQ');
    for (const bad of ['short', 'x'.repeat(65), 'tab\u0000id-0123456789', 'tab id 0123456789ab', 42, null])
      expect(messages(clientIdSchema.safeParse(bad))).toEqual([VALIDATION.invalidClientId]);
  });

  it('count from 1 within an int4', () => {
    expect(sequenceSchema.parse(2_147_483_647)).toBe(2_147_483_647);
    for (const bad of [0, -1, 2_147_483_648, 1.5, '3', null])
      expect(messages(sequenceSchema.safeParse(bad))).toContain(VALIDATION.invalidSequence);
  });
});

describe('page numbers', () => {
  it('default the page to 1 and bound the page size', () => {
    const query = z.object({ page: pageParam(), page_size: pageSizeParam(50).optional() });
    expect(query.parse({})).toEqual({ page: 1 });
    expect(query.parse({ page: '3', page_size: '50' })).toEqual({ page: 3, page_size: 50 });
    expect(messages(query.safeParse({ page: '0' }))).toEqual([VALIDATION.invalidPage]);
    expect(messages(query.safeParse({ page: '1e9' }))).toEqual([VALIDATION.invalidPage]);
    expect(messages(query.safeParse({ page_size: '-1' }))).toEqual([VALIDATION.invalidPageSize(50)]);
    expect(messages(query.safeParse({ page_size: '51' }))).toEqual([VALIDATION.invalidPageSize(50)]);
  });
});

describe('nonEmptyUpdate', () => {
  const update = nonEmptyUpdate(z.object({ name: z.string(), note: z.string() }).partial());

  it('takes a body with at least one known field', () => {
    expect(update.parse({ note: '' })).toEqual({ note: '' });
  });

  it('refuses an empty body, or one with unknown fields only, as a whole', () => {
    for (const body of [{}, { unknown: 1 }]) {
      const result = update.safeParse(body);
      expect(messages(result)).toEqual([VALIDATION.emptyUpdate]);
      expect(result.error?.issues[0]?.path).toEqual([]);
    }
  });
});
