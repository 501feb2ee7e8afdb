/**
 * What a shopper typed, as the words a text search looks for (issue 17). Words are runs of letters,
 * marks and digits in any script, so Devanagari (whose vowel signs are marks) stays whole;
 * everything else separates words. At most eight words of at most 40 characters count.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const MAX_WORDS = 8;
const MAX_WORD = 40;

/** The term's words, lowercased, in order, each once. */
export function searchWords(term: string): string[] {
  const words = (term.normalize('NFC').toLowerCase().match(WORD) ?? []).map((w) => w.slice(0, MAX_WORD));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * A PostgreSQL tsquery (to_tsquery) that needs every word, the last one as a prefix so a word
 * still being typed matches ('chick' finds chicken); null when there is no word. The words hold
 * only letters, marks and digits, so nothing in them is tsquery syntax.
 */
export function prefixTsQuery(term: string): string | null {
  const words = searchWords(term);
  if (!words.length) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

/** The term as one lowercased phrase of its words (what trigram similarity compares with a name). */
export const searchPhrase = (term: string): string => searchWords(term).join(' ');
