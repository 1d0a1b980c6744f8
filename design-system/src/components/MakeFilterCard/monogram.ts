/**
 * The letters that stand in for a make's logo when it has none: the initials of the first two
 * words ('Mercedes-Benz' gives 'MB', 'Land Rover' 'LR'), a short all-capitals name as it is
 * ('MG', 'BYD'), else the first letter ('Toyota' gives 'T').
 */
export function makeMonogram(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_/]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length >= 2) return `${words[0]![0]}${words[1]![0]}`.toUpperCase();
  const word = words[0]!;
  if (word.length <= 3 && word === word.toUpperCase()) return word;
  return word[0]!.toUpperCase();
}

/** spec §9 model list 30: the most model checkboxes a make shows */
export const MAKE_MODELS_LIMIT = 30;
