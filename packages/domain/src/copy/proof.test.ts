import { describe, expect, it } from 'vitest';
import { falseProofLines, findProofCounts, frameCounting, frameSince, isProofCount } from './proof';

describe('proof counts', () => {
  it('reads people served, years in business, jobs done and reviews, with their qualifier', () => {
    expect(
      findProofCounts('С года основания продукцией воспользовались более 5800 клиентов.').map(
        (count) => count.value,
      ),
    ).toEqual(['более 5800 клиентов']);
    expect(
      findProofCounts('Over 300 families have learnt with us in 12 years.').map((count) => count.value),
    ).toEqual(['Over 300 families', '12 years']);
    expect(findProofCounts('Ponad 1 200 klientek i 450 opinii.').map((count) => count.kind)).toEqual([
      'people',
      'reviews',
    ]);
    expect(findProofCounts('Über 2.000 Reparaturen im Jahr.').map((count) => count.value)).toEqual([
      'Über 2.000 Reparaturen',
    ]);
  });

  it('takes no model number, date or package size for proof (the lines the real sites gave)', () => {
    // mlgfix: "iPhone 14 Repair Services At MLG FIX, …"; amina: "Даты выставки: с 12 по 14 сентября 2023 года."
    expect(
      findProofCounts(
        'iPhone 14 Repair Services At MLG FIX, we offer comprehensive repair services for your iPhone 14.',
      ),
    ).toEqual([]);
    expect(findProofCounts('iPhone 14 repairs done in an hour.')).toEqual([]);
    expect(findProofCounts('Даты выставки: с 12 по 14 сентября 2023 года.')).toEqual([]);
    expect(findProofCounts('Производитель горшков для растений и кассет начиная уже с 2008 года')).toEqual(
      [],
    );
    expect(findProofCounts('Special offer: 10 lessons and first theory test fee')).toEqual([]);
    expect(isProofCount('5800 клиентов')).toBe(true);
    expect(isProofCount('14 Repair')).toBe(false);
    expect(isProofCount('2023 года')).toBe(false);
  });

  it('frames a figure without inflecting it, and flags a frame around a figure that is no proof', () => {
    expect(frameSince('ru', '2008')).toBe('С 2008 года');
    expect(frameSince('pl', '2015')).toBe('Od 2015 roku');
    expect(frameCounting('ru', 'более 5800 клиентов')).toBe('Уже более 5800 клиентов');
    expect(frameCounting('de', 'Über 300 Kunden')).toBe('Schon über 300 Kunden');
    expect(frameCounting('en', '300 families')).toBe('300 families and counting');
    expect(falseProofLines('14 Repair and counting. MacBook Repair. Order today.')).toEqual([
      '14 Repair and counting',
    ]);
    expect(falseProofLines('2023 года and counting')).toEqual(['2023 года and counting']);
    expect(falseProofLines('Уже 2023 года. Закажите онлайн.')).toEqual(['Уже 2023 года']);
    expect(falseProofLines('Since 2099. Book now.', new Date('2026-01-01'))).toEqual(['Since 2099']);
    expect(falseProofLines('Уже более 5800 клиентов. С 2008 года. Закажите онлайн.')).toEqual([]);
    expect(falseProofLines('Schon gewusst? Unsere Masken sind waschbar.')).toEqual([]);
  });
});
