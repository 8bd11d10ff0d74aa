// Substring search that works for Thai, which has no spaces between words: a product
// stores the character trigrams of its names and keywords (a GIN-indexed text[]), and a
// query term matches when the product holds all of the term's trigrams (`@>`), rechecked
// against the stored text. Terms of 1-2 characters match word beginnings instead, via
// "^"-marked prefix grams, so a short query stays an index look-up rather than a scan.

const PREFIX = '^';

/** Lower-case, NFC (Thai marks in one canonical order), single spaces. */
export function normalise(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

// Code points, not UTF-16 units, so a gram never splits a character.
function trigrams(text: string): string[] {
  const chars = Array.from(text);
  const grams: string[] = [];
  for (let i = 0; i + 3 <= chars.length; i++) grams.push(chars.slice(i, i + 3).join(''));
  return grams;
}

function prefixGrams(word: string): string[] {
  const chars = Array.from(word);
  return [1, 2].filter((n) => chars.length >= n).map((n) => PREFIX + chars.slice(0, n).join(''));
}

/** What a product stores: its searchable text and the grams of it. */
export function searchIndexOf(texts: string[]): { searchText: string; searchGrams: string[] } {
  const parts = texts.map(normalise).filter(Boolean);
  const grams = new Set<string>();
  for (const part of parts) {
    for (const gram of trigrams(part)) grams.add(gram);
    for (const word of part.split(' ')) for (const gram of prefixGrams(word)) grams.add(gram);
  }
  // A separator no query term contains, so a match never spans two names.
  return { searchText: parts.join('\n'), searchGrams: [...grams] };
}

export interface SearchTerm {
  /** Normalised term, for the substring recheck. */
  text: string;
  /** Grams the product must hold. */
  grams: string[];
}

/** Query terms (split on spaces, all must match); empty when there is nothing to search. */
export function searchTermsOf(query: string): SearchTerm[] {
  return normalise(query)
    .split(' ')
    .filter(Boolean)
    .map((text) => {
      const length = Array.from(text).length;
      return { text, grams: length >= 3 ? [...new Set(trigrams(text))] : [PREFIX + text] };
    });
}
