import { describe, expect, it } from 'vitest';
import { prefixTsQuery, searchPhrase, searchWords } from '../../src/lib/search-terms';

describe('search terms', () => {
  it('words are letters, marks and digits in any script, lowercased, each once', () => {
    expect(searchWords('  Chicken  CURRY-cut, chicken! 2kg ')).toEqual(['chicken', 'curry', 'cut', '2kg']);
    // Devanagari vowel signs are marks: the word stays whole
    expect(searchWords('चिया पत्ती')).toEqual(['चिया', 'पत्ती']);
    expect(searchWords("'&|!:*()")).toEqual([]);
  });
  it('a tsquery needs every word, the last as a prefix; none without words', () => {
    expect(prefixTsQuery('fuji app')).toBe('fuji & app:*');
    expect(prefixTsQuery('चिया')).toBe('चिया:*');
    expect(prefixTsQuery('milk & (eggs | !bread):*')).toBe('milk & eggs & bread:*');
    expect(prefixTsQuery(' ,; ')).toBeNull();
  });
  it('at most eight words of at most 40 characters', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('x'.repeat(100))[0]).toHaveLength(40);
    expect(searchPhrase('Fuji,  APPLES')).toBe('fuji apples');
  });
});
