/**
 * An offering's name as a story or an ad says it: without the sizes, volumes and shop copies a catalogue adds
 * ("Лоток на 6 ячеек для рассады 15х15х15см 43.5x29см, d12см" → "Лоток на 6 ячеек для рассады"). Pack
 * counts stay ("10 x KN95 Filterpads"), since the price is for the pack. The name as the site writes it is kept
 * wherever the offering is listed (product selection, the export).
 */
const UNIT = String.raw`(?:см|мм|м|cm|mm|m|л|мл|l|ml|кг|г|kg|g)(?![\p{L}])`;
const NUMBER = String.raw`\d+(?:[.,]\s?\d+)?`;

const NOISE: RegExp[] = [
  // A shop's copy of a product: "(Copy)", "(Kopie)".
  /\s*\((?:copy|kopie|копия|kopia)\)/giu,
  // Dimensions: "53x32см", "15х15х15см", "43.5 x 29 cm".
  new RegExp(String.raw`,?\s*${NUMBER}\s?[x×х]\s?${NUMBER}(?:\s?[x×х]\s?${NUMBER})?\s?(?:${UNIT})?`, 'giu'),
  // Diameter, height and volume: "d12см", "h30см", "объем 2.5л", "Ø 20 cm".
  new RegExp(
    String.raw`,?\s*(?:d|h|ø|⌀|диаметр|высота|объ[её]м|volume|inhalt|pojemność)\s?${NUMBER}\s?${UNIT}`,
    'giu',
  ),
  // The choice of colours a listing offers: "5 Colours", "(5 Colors)", "3 Farben", "5 цветов".
  /,?\s*\(?\d+\s?(?:colou?rs|farben|цвет(?:а|ов)|kolor(?:y|ów))\)?/giu,
  // A bare measure at the end: "Зажим d23см" was handled above; "Горшок 0,5 л", "Vase 20 cm".
  new RegExp(String.raw`,?\s+${NUMBER}\s?${UNIT}$`, 'giu'),
];

export function displayName(name: string): string {
  let text = name;
  for (const pattern of NOISE) text = text.replace(pattern, '');
  // Several measures in a row ("6 cm, 0.08l"): the last one goes until none is left.
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(NOISE.at(-1)!, '');
  }
  text = text
    .replace(/\s*\(\s*\)/g, '')
    .replace(/[\s,;:–—-]+$/u, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return /\p{L}{3,}/u.test(text) ? text : name.trim();
}
