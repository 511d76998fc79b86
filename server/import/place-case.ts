import { titleCase } from './summary-text.ts';

/**
 * A place's name capitalised as its people write it: each word capitalised, and after that 'O'' and
 * 'Mc' take a capital too (O'Fallon, McKinney, McAllen) while French 'd'' and 'l'' inside a name stay
 * small (Coeur d'Alene). Names already in mixed case keep their own capitals where these rules agree.
 */
export function placeCase(text: string): string {
  return titleCase(text)
    .replace(/(^|[\s\-(/])O['’](\p{L})/gu, (_, before: string, letter: string) => `${before}O'${letter.toUpperCase()}`)
    .replace(/(^|[\s\-(/])Mc(\p{L})/gu, (_, before: string, letter: string) => `${before}Mc${letter.toUpperCase()}`)
    .replace(
      /(\s)([DL])['’](\p{L})/gu,
      (_, before: string, article: string, letter: string) =>
        `${before}${article.toLowerCase()}'${letter.toUpperCase()}`,
    );
}
