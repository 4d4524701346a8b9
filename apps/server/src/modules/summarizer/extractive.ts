/**
 * The offline summarizer (no AI provider): a title from the document's heading lines and a 2–3 sentence
 * description chosen by TextRank (a sentence-similarity graph ranked by PageRank). Pure and synchronous.
 */

export type ExtractiveSummary = { title: string; description: string };

const TITLE_MAX = 100;
const MAX_SENTENCES = 600;
const DAMPING = 0.85;
const STOPWORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have he her his how i if in ' +
    'into is it its may more most no not of on or our out she so such than that the their them then there ' +
    'these they this those to too up us was we were what when where which while who will with would you ' +
    'your all also any each other over only own same some very just about after before between both'
  ).split(' '),
);

const squash = (line: string) => line.replace(/\s+/g, ' ').trim();
const words = (text: string) => text.split(' ').filter(Boolean);

/** A line that reads as a heading: short, mostly letters, capitalised words, no sentence ending. */
function headingScore(line: string): number {
  const ws = words(line);
  if (ws.length < 1 || ws.length > 14 || line.length < 4 || line.length > TITLE_MAX) return 0;
  if (/[.;,]$/.test(line) || /^(page\s*)?\d+([./-]\d+)*$/i.test(line)) return 0;
  const letters = line.replace(/[^\p{L}]/gu, '').length;
  if (letters < line.length * 0.6) return 0;
  const capitalised = ws.filter((w) => /^[\p{Lu}\d]/u.test(w)).length / ws.length;
  return capitalised >= 0.5 ? capitalised + (ws.length >= 2 ? 0.5 : 0) : 0;
}

/** Splits running text into sentences (after . ! ? followed by a capital, digit or quote). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["“'(\p{Lu}\d])/u)
    .map(squash)
    .filter(Boolean);
}

/** The page text as lines (headings) and as running text (sentences), hyphenated line ends joined. */
function readPages(pages: string[]) {
  const headings: { line: string; score: number; order: number }[] = [];
  let body = '';
  let order = 0;
  for (const page of pages) {
    const lines = page.split(/\r?\n/).map(squash);
    for (const line of lines) {
      if (!line) {
        body += '\n';
        continue;
      }
      const score = headingScore(line);
      if (score > 0) headings.push({ line: line.replace(/:$/, ''), score, order: order++ });
      else body = body.endsWith('-') ? `${body.slice(0, -1)}${line}` : `${body} ${line}`;
    }
    body += '\n';
  }
  return { headings, body };
}

const terms = (sentence: string) => {
  const out = new Set<string>();
  for (const raw of sentence.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (raw.length < 3 || STOPWORDS.has(raw)) continue;
    out.add(raw.length > 4 ? raw.replace(/(ies|es|s)$/, '') : raw);
  }
  return [...out];
};

/** PageRank scores of sentences over TextRank's similarity: shared terms / (log |Si| + log |Sj|). */
export function textRank(sentences: string[]): Float64Array {
  const n = sentences.length;
  const bags = sentences.map(terms);
  const index = new Map<string, number[]>();
  bags.forEach((bag, i) => {
    for (const term of bag) {
      const list = index.get(term);
      if (list) list.push(i);
      else index.set(term, [i]);
    }
  });
  // Shared-term counts of each pair (i < j), from each term's sentence list.
  const overlap = new Float32Array(n * n);
  for (const list of index.values()) {
    if (list.length > n / 2) continue; // a term in most sentences tells them apart from nothing
    for (let a = 0; a < list.length; a++)
      for (let b = a + 1; b < list.length; b++) overlap[list[a]! * n + list[b]!]! += 1;
  }
  // The weighted graph in compressed rows (both directions), for fast PageRank iterations.
  const logLength = bags.map((bag) => Math.log(1 + bag.length));
  const degree = new Int32Array(n + 1);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (overlap[i * n + j]! > 0) {
        degree[i + 1]! += 1;
        degree[j + 1]! += 1;
      }
  for (let i = 0; i < n; i++) degree[i + 1]! += degree[i]!;
  const fill = degree.slice(0, n);
  const target = new Int32Array(degree[n]!);
  const weights = new Float64Array(degree[n]!);
  const outWeight = new Float64Array(n);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const shared = overlap[i * n + j]!;
      if (shared === 0) continue;
      const weight = shared / (logLength[i]! + logLength[j]!);
      target[fill[i]!] = j;
      weights[fill[i]!++] = weight;
      target[fill[j]!] = i;
      weights[fill[j]!++] = weight;
      outWeight[i]! += weight;
      outWeight[j]! += weight;
    }
  let scores = new Float64Array(n).fill(1 / Math.max(n, 1));
  for (let iteration = 0; iteration < 50; iteration++) {
    const next = new Float64Array(n).fill((1 - DAMPING) / n);
    for (let i = 0; i < n; i++) {
      if (outWeight[i] === 0) continue;
      const share = (DAMPING * scores[i]!) / outWeight[i]!;
      for (let e = degree[i]!; e < degree[i + 1]!; e++) next[target[e]!]! += share * weights[e]!;
    }
    let change = 0;
    for (let i = 0; i < n; i++) change += Math.abs(next[i]! - scores[i]!);
    scores = next;
    if (change < 1e-6) break;
  }
  return scores;
}

/** Sentences worth ranking: real sentences of 5 to 60 words; at most MAX_SENTENCES, spread evenly. */
function candidates(body: string) {
  const all = body
    .split(/\n+/)
    .flatMap(splitSentences)
    .filter((s) => /[.!?]["”')]?$/.test(s) && words(s).length >= 5 && words(s).length <= 60);
  if (all.length <= MAX_SENTENCES) return all;
  const step = all.length / MAX_SENTENCES;
  return Array.from({ length: MAX_SENTENCES }, (_, i) => all[Math.floor(i * step)]!);
}

/** The document's title: its best heading line, early lines first; else its first sentence, cut. */
function pickTitle(headings: { line: string; score: number; order: number }[], sentences: string[]) {
  const best = headings
    .slice(0, 40)
    .reduce<(typeof headings)[number] | null>(
      (top, h) => (!top || h.score - h.order * 0.02 > top.score - top.order * 0.02 ? h : top),
      null,
    );
  const title = best?.line ?? sentences[0] ?? '';
  return title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1).trimEnd()}…` : title;
}

/** Title and 2–3 ranked sentences (two when three would run long), in the document's order. */
export function summarizeExtractive(pages: string[]): ExtractiveSummary {
  const { headings, body } = readPages(pages);
  const sentences = candidates(body);
  const scores = textRank(sentences);
  const ranked = sentences.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  let chosen = ranked.slice(0, 3);
  if (chosen.reduce((length, i) => length + sentences[i]!.length, 0) > 480) chosen = chosen.slice(0, 2);
  const description = chosen
    .sort((a, b) => a - b)
    .map((i) => sentences[i]!)
    .join(' ');
  return { title: pickTitle(headings, sentences), description };
}
