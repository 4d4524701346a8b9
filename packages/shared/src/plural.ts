/**
 * A count with its noun in the right number: '1 file', '2 files', '1,250 views'. `many` is for nouns that do
 * not just take an s ('feedback', 'people').
 */
export const pluralize = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
