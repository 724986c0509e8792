import { describe, expect, it } from 'vitest';
import { isKnownPlace, isStreetName, postalFormatTown } from './postal-formats';

describe('the town of a postal address, by the address format of its country', () => {
  it.each([
    {
      country: 'GB',
      line: 'Northgate Physiotherapy, 214 Abbeydale Road, Sheffield S7 1FL · 0114 496 0123',
      town: 'Sheffield',
    },
    { country: 'GB', line: '3 Park Row Leeds LS1 5HD', town: 'Leeds' },
    { country: 'US', line: '125 Main Street, White Plains, NY 10601', town: 'White Plains' },
    { country: 'US', line: 'Visit us: 12 Main Street, Springfield, IL 62701-1234', town: 'Springfield' },
    { country: 'DE', line: 'Hauptstraße 5, 80331 München', town: 'München' },
    { country: 'DE', line: 'Sendlinger Str. 7 · D-20095 Hamburg', town: 'Hamburg' },
    { country: 'NL', line: 'Keizersgracht 12, 1015 CX Amsterdam', town: 'Amsterdam' },
    { country: 'NL', line: 'Coolsingel 40 3011AD Rotterdam', town: 'Rotterdam' },
    { country: 'ES', line: 'Calle Mayor 3, 28013 Madrid', town: 'Madrid' },
    { country: 'ES', line: 'Carrer de Mallorca 401, 08013 Barcelona (Barcelona)', town: 'Barcelona' },
    { country: 'IT', line: 'Via dell’Indipendenza 8, 40121 Bologna BO', town: 'Bologna' },
    { country: 'FR', line: '12 rue de la République, 69002 Lyon', town: 'Lyon' },
    { country: 'AT', line: 'Mariahilfer Straße 1, 1060 Wien', town: 'Wien' },
  ])('$country: "$line" → $town', ({ country, line, town }) => {
    expect(postalFormatTown(line, country)).toBe(town);
  });

  it.each([
    { country: 'GB', line: '214 Abbeydale Road S7 1FL', why: 'a street before the postcode is not the town' },
    { country: 'DE', line: '80331 Hauptstraße 5', why: 'a street after the postcode is not the town' },
    {
      country: 'US',
      line: 'Suite 4, Nowhereville, NY 10601',
      why: 'a town the gazetteer does not know there',
    },
    { country: 'FR', line: 'Hauptstraße 5, 80331 München', why: 'another country’s format is not read' },
    { country: 'GB', line: 'Sheffield Wednesday won 3-1', why: 'a line with no postcode' },
  ])('reads no town when $why', ({ country, line }) => {
    expect(postalFormatTown(line, country)).toBeNull();
  });

  it('tells streets from towns in several languages', () => {
    for (const street of [
      'Abbeydale Road',
      'Main St.',
      'Hauptstraße',
      'Sendlinger Str.',
      'Keizersgracht',
      'Calle Mayor',
      'Via Roma',
      'Rue de la Paix',
    ])
      expect(isStreetName(street), street).toBe(true);
    for (const town of ['Sheffield', 'White Plains', 'München', 'Amsterdam', 'Madrid', 'Saint-Étienne'])
      expect(isStreetName(town), town).toBe(false);
  });

  it('knows a place of one country, not of another, and a city by its local form', () => {
    expect(isKnownPlace('Sheffield', 'GB')).toBe(true);
    expect(isKnownPlace('Abbeydale Road', 'GB')).toBe(false);
    expect(isKnownPlace('White Plains', 'DE')).toBe(false);
    expect(isKnownPlace('München', 'DE')).toBe(true);
  });
});
