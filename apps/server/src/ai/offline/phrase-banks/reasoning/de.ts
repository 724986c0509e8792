import { lowerFirst } from '../../format';
import type { ReasoningPhrases } from './types';

export const DE: ReasoningPhrases = {
  language: 'de',
  quotes: ['„', '“'],
  innerQuotes: ['‚', '‘'],
  tests: (quote) => `Diese Kampagne prüft die Annahme: ${quote}.`,
  objective: {
    OUTCOME_SALES: {
      metrics:
        'Die Erfolgskennzahlen der Annahme zählen Käufe, deshalb ist die Kampagne auf Umsatz ausgerichtet.',
      chosen:
        'Die Kampagne ist auf Umsatz ausgerichtet: An Käufen wird ein Geschäft gemessen, das online verkauft.',
    },
    LEAD_GENERATION: {
      metrics:
        'Die Erfolgskennzahlen der Annahme zählen Anfragen und Buchungen, deshalb ist die Kampagne auf Anfragen ausgerichtet.',
      chosen:
        'Die Kampagne ist auf Anfragen ausgerichtet: Ein Betrieb, der auf seiner Website nichts verkauft, wird an Anfragen und Buchungen gemessen.',
    },
    TRAFFIC: {
      metrics:
        'Die Erfolgskennzahlen der Annahme zählen Besuche auf der Website, deshalb ist die Kampagne auf Besuche ausgerichtet.',
      chosen:
        'Die Kampagne ist auf Besuche der Website ausgerichtet: Bestellen kann man dort nicht, aber sehen, was der Betrieb anbietet.',
    },
    AWARENESS: {
      metrics:
        'Die Erfolgskennzahlen der Annahme zählen Reichweite und Erinnerung, deshalb ist die Kampagne auf Bekanntheit ausgerichtet.',
      chosen:
        'Die Kampagne ist auf Bekanntheit ausgerichtet: Die Menschen sollen den Betrieb kennen, bevor sie ihn brauchen.',
    },
    ENGAGEMENT: {
      metrics:
        'Die Erfolgskennzahlen der Annahme zählen Reaktionen auf die Beiträge, deshalb ist die Kampagne auf Interaktionen ausgerichtet.',
      chosen:
        'Die Kampagne ist auf Interaktionen ausgerichtet: Die Reaktionen auf die Beiträge zeigen, welche Botschaft ankommt.',
    },
  },
  watch: (metrics) => `Diese Kennzahlen zählen: ${metrics}`,
  shows: (list) => `Die Anzeigen zeigen: ${list}.`,
  budgetSplit: 'Es wird zu gleichen Teilen auf die Anzeigengruppen verteilt.',
  budget: ({ amount, code, from, share }) =>
    from === null
      ? `Das Tagesbudget der Kampagne ist das der Annahme: ${amount}, in der Währung des Werbekontos (${code}).`
      : share === null
        ? `Das Tagesbudget der Kampagne beträgt ${amount} in der Währung des Werbekontos (${code}): die ${from} der Annahme, umgerechnet und gerundet.`
        : `Das Tagesbudget der Kampagne beträgt ${amount} in der Währung des Werbekontos (${code}): ${share} der ${from} der Annahme, da diese Ergebnisse weniger kosten als ein Kauf oder eine Anfrage.`,
  broad: {
    default: 'Diese Anzeigengruppe bringt die Annahme zu neuen Kunden.',
    families: {
      shops: 'Diese Anzeigengruppe bringt die Annahme zu Menschen, die hier noch nie gekauft haben.',
      food_drink: 'Diese Anzeigengruppe bringt die Annahme zu Menschen, die überlegen, wo sie essen gehen.',
      beauty_fitness:
        'Diese Anzeigengruppe bringt die Annahme zu Menschen, die ihren nächsten Termin suchen.',
      health:
        'Diese Anzeigengruppe bringt die Annahme zu Menschen, die eine Behandlung suchen, der sie vertrauen können.',
      home_repairs: 'Diese Anzeigengruppe bringt die Annahme zu Menschen, bei denen eine Arbeit ansteht.',
      learning: 'Diese Anzeigengruppe bringt die Annahme zu Menschen, die etwas Neues lernen wollen.',
      travel: 'Diese Anzeigengruppe bringt die Annahme zu Reisenden, die ihre nächste Reise planen.',
      animals: 'Diese Anzeigengruppe bringt die Annahme zu Menschen, die sich um Tiere kümmern.',
      professional:
        'Diese Anzeigengruppe bringt die Annahme zu Unternehmen, die Unterstützung von außen suchen.',
    },
  },
  focus: {
    named: (list) => `Im Mittelpunkt steht zuerst das Angebot, das die Annahme nennt: ${list}.`,
    main: (list) => `Im Mittelpunkt stehen die Hauptangebote, für die neue Kunden kommen: ${list}.`,
    entry: (list) =>
      `Sie zeigt die übrigen Hauptangebote, die günstigsten zuerst, zu denen man auf dem Handy am leichtesten Ja sagt: ${list}.`,
    rest: (list) =>
      `Sie zeigt die übrigen Angebote, damit beide Anzeigengruppen zusammen das ganze Angebot abdecken: ${list}.`,
    same: (list) =>
      `Sie zeigt dieselben Angebote wie die breite Zielgruppe, damit sich nur das Publikum unterscheidet: ${list}.`,
  },
  leadsAll: {
    services: 'Im Mittelpunkt stehen die Leistungen insgesamt.',
    products: 'Im Mittelpunkt steht das ganze Sortiment.',
  },
  cost: {
    OUTCOME_SALES: 'Der Preis pro Kauf',
    LEAD_GENERATION: 'Der Preis pro Anfrage',
    TRAFFIC: 'Der Preis pro Seitenaufruf',
    AWARENESS: 'Der Preis pro tausend erreichte Personen',
    ENGAGEMENT: 'Der Preis pro Interaktion',
  },
  test: (cost, angle) => `${cost} zeigt, ob die Botschaft ${angle} Kunden bringt.`,
  contrast:
    'Diese Anzeigengruppe ist die Vergleichsgruppe zur breiten Zielgruppe: Menschen zwischen 25 und 54, die auf dem Handy durch Instagram scrollen.',
  holds: (cost) =>
    `Ist ${lowerFirst(cost)} hier niedriger als in der breiten Zielgruppe, trifft die Annahme vor allem auf diese Menschen zu.`,
  targeting: {
    around: ({ city, radius, countries }) => `in und um ${city} (${radius}), ${countries}`,
    country: (countries) => `im ganzen Land (${countries})`,
    open: 'im Land Ihrer Wahl',
    broad: ({ place, min, max }) =>
      `Menschen von ${min} bis ${max} Jahren ${place}, in den Beiträgen und Storys von Facebook und Instagram; der Anzeigentext trägt die Annahme.`,
    mobile: ({ place, min, max, audience }) =>
      `Instagram auf dem Handy ${place}, ${min} bis ${max} Jahre${audience ? `, Interessen wie ${audience}` : ''}, zwischen Beiträgen, Storys und Reels, wo das Bild die Arbeit macht.`,
  },
  structure: {
    benefit: 'Aufbau: Aufhänger → Nutzen → Angebot → Handlungsaufruf.',
    proof: 'Aufbau: Beleg → Nutzen → Handlungsaufruf.',
    offer: 'Aufbau: Angebot → Produkt und Preis → Handlungsaufruf.',
    place: 'Aufbau: Angebot und Ort → Nutzen → Handlungsaufruf.',
  },
  picture: {
    default: 'Bild: das Angebot aus der Nähe, so wie der Kunde es bekommt.',
    families: {
      shops: 'Bild: das Produkt aus der Nähe, so wie der Kunde es auspackt.',
      food_drink: 'Bild: das Gericht, wie es serviert wird, bei Tageslicht.',
      beauty_fitness: 'Bild: das Ergebnis an einer echten Kundin, aus der Nähe.',
      health: 'Bild: die Praxis und die Menschen, die dort behandeln, ruhig und hell.',
      home_repairs: 'Bild: die fertige Arbeit oder die Arbeit im Gange.',
      learning: 'Bild: eine laufende Stunde, Lehrer und Lernende nebeneinander.',
      travel: 'Bild: der Ort selbst, im besten Licht.',
      animals: 'Bild: ein Tier in der Obhut des Betriebs, entspannt.',
      professional: 'Bild: die Menschen hinter der Leistung, bei der Arbeit.',
    },
  },
  offering: (name) => `Gezeigtes Angebot: ${name}.`,
  opens: (quote) => `Der Text beginnt mit: ${quote}.`,
};
