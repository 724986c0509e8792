import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('drops sizes, volumes and shop copies from catalogue names', () => {
    expect(displayName('Кассета на 6 ячеек для контейнера 15х15х15см 43.5x29см, d12см')).toBe(
      'Кассета на 6 ячеек для контейнера',
    );
    expect(displayName('Кассета 15 ячеек 53x32см, d10. 5см')).toBe('Кассета 15 ячеек');
    expect(displayName('Декоративное кашпо (литьевое) d73см, h30см, объем 83л')).toBe(
      'Декоративное кашпо (литьевое)',
    );
    expect(displayName('Поддон стандарт 53x31.5x3см')).toBe('Поддон стандарт');
    expect(displayName('Горшок 6 cm, 0.08l (Copy) (Copy)')).toBe('Горшок');
    // The colours a listing comes in are a choice on the page, not part of what the ad names.
    expect(displayName('Nintendo Switch Lite Touch Screen Digitizer 5 Colours')).toBe(
      'Nintendo Switch Lite Touch Screen Digitizer',
    );
    expect(displayName('Hard Housing Shell Kit (5 Colors)')).toBe('Hard Housing Shell Kit');
  });

  it('keeps names that carry no measure, pack counts and model numbers', () => {
    expect(displayName('10 x KN95 (FFP2) Filterpads')).toBe('10 x KN95 (FFP2) Filterpads');
    expect(displayName('Block booking of ten 1-hour lessons')).toBe('Block booking of ten 1-hour lessons');
    expect(displayName('Apple iPhone 14 Repair')).toBe('Apple iPhone 14 Repair');
    expect(displayName('Mittagsmenü: Knusprige Ente mit Bambus und Morcheln')).toBe(
      'Mittagsmenü: Knusprige Ente mit Bambus und Morcheln',
    );
    // Nothing but a measure: the name stays as written.
    expect(displayName('53x32см')).toBe('53x32см');
  });
});
