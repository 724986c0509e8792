import { lowerFirst } from '../../format';
import type { ReasoningPhrases } from './types';

export const NL: ReasoningPhrases = {
  language: 'nl',
  quotes: ['“', '”'],
  innerQuotes: ['‘', '’'],
  tests: (quote) => `Deze campagne test de aanname: ${quote}.`,
  objective: {
    OUTCOME_SALES: {
      metrics: 'De succescijfers van de aanname tellen aankopen, dus de campagne stuurt op verkoop.',
      chosen: 'De campagne stuurt op verkoop: een bedrijf dat online verkoopt, wordt afgerekend op aankopen.',
    },
    LEAD_GENERATION: {
      metrics:
        'De succescijfers van de aanname tellen aanvragen en boekingen, dus de campagne stuurt op leads.',
      chosen:
        'De campagne stuurt op leads: een bedrijf dat niet via de eigen website verkoopt, wordt afgerekend op aanvragen en boekingen.',
    },
    TRAFFIC: {
      metrics:
        'De succescijfers van de aanname tellen bezoeken aan de website, dus de campagne stuurt op verkeer.',
      chosen:
        'De campagne stuurt op bezoeken aan de website: bestellen kan daar niet, maar mensen zien er wel wat het bedrijf aanbiedt.',
    },
    AWARENESS: {
      metrics:
        'De succescijfers van de aanname tellen bereik en herinnering, dus de campagne stuurt op naamsbekendheid.',
      chosen:
        'De campagne stuurt op naamsbekendheid: mensen moeten het bedrijf kennen voordat ze het nodig hebben.',
    },
    ENGAGEMENT: {
      metrics:
        'De succescijfers van de aanname tellen reacties op de berichten, dus de campagne stuurt op interactie.',
      chosen:
        'De campagne stuurt op interactie: de reacties op de berichten laten zien welke boodschap aanslaat.',
    },
  },
  watch: (metrics) => `De cijfers om te volgen: ${metrics}`,
  shows: (list) => `De advertenties tonen: ${list}.`,
  budgetSplit: 'Het wordt gelijk verdeeld over de groepen advertenties.',
  budget: ({ amount, code, from, share }) =>
    from === null
      ? `Het dagbudget van de campagne is dat van de aanname: ${amount}, in de valuta van het advertentieaccount (${code}).`
      : share === null
        ? `Het dagbudget van de campagne is ${amount} in de valuta van het advertentieaccount (${code}): de ${from} van de aanname, omgerekend en afgerond.`
        : `Het dagbudget van de campagne is ${amount} in de valuta van het advertentieaccount (${code}): ${share} van de ${from} van de aanname, omdat deze resultaten minder kosten dan een aankoop of een aanvraag.`,
  broad: {
    default: 'Deze groep advertenties brengt de aanname bij nieuwe klanten.',
    families: {
      shops: 'Deze groep advertenties brengt de aanname bij mensen die hier nog nooit gekocht hebben.',
      food_drink: 'Deze groep advertenties brengt de aanname bij mensen die kiezen waar ze gaan eten.',
      beauty_fitness:
        'Deze groep advertenties brengt de aanname bij mensen die hun volgende afspraak zoeken.',
      health:
        'Deze groep advertenties brengt de aanname bij mensen die zorg zoeken die ze kunnen vertrouwen.',
      home_repairs:
        'Deze groep advertenties brengt de aanname bij mensen met een klus die gedaan moet worden.',
      learning: 'Deze groep advertenties brengt de aanname bij mensen die iets nieuws willen leren.',
      travel: 'Deze groep advertenties brengt de aanname bij reizigers die hun volgende reis plannen.',
      animals: 'Deze groep advertenties brengt de aanname bij mensen die voor dieren zorgen.',
      professional: 'Deze groep advertenties brengt de aanname bij bedrijven die hulp van buiten zoeken.',
    },
  },
  focus: {
    named: (list) => `Voorop staat eerst het aanbod dat de aanname noemt: ${list}.`,
    main: (list) => `Voorop staat het hoofdaanbod, waarvoor nieuwe klanten komen: ${list}.`,
    entry: (list) =>
      `Deze groep toont het overige hoofdaanbod, het goedkoopste eerst, waar je op je telefoon het makkelijkst ja op zegt: ${list}.`,
    rest: (list) =>
      `Deze groep toont het overige aanbod, zodat beide groepen samen het hele aanbod dekken: ${list}.`,
    same: (list) =>
      `Deze groep toont hetzelfde aanbod als de brede groep, zodat alleen de doelgroep verschilt: ${list}.`,
  },
  leadsAll: {
    services: 'Voorop staan de diensten als geheel.',
    products: 'Voorop staat het hele assortiment.',
  },
  cost: {
    OUTCOME_SALES: 'De prijs per aankoop',
    LEAD_GENERATION: 'De prijs per aanvraag',
    TRAFFIC: 'De prijs per paginabezoek',
    AWARENESS: 'De prijs per duizend bereikte mensen',
    ENGAGEMENT: 'De prijs per interactie',
  },
  test: (cost, angle) => `${cost} laat zien of de boodschap ${angle} klanten oplevert.`,
  contrast:
    'Deze groep advertenties is een vergelijkingsgroep naast de brede doelgroep: mensen van 25 tot 54 jaar die op hun telefoon door Instagram scrollen.',
  holds: (cost) =>
    `Als ${lowerFirst(cost)} hier lager is dan in de brede groep, geldt de aanname vooral voor deze mensen.`,
  targeting: {
    around: ({ city, radius, countries }) => `in en rond ${city} (${radius}), ${countries}`,
    country: (countries) => `in het hele land (${countries})`,
    open: 'in het land dat u kiest',
    broad: ({ place, min, max }) =>
      `Mensen van ${min} tot ${max} jaar ${place}, in de berichten en verhalen van Facebook en Instagram; de advertentietekst draagt de aanname.`,
    mobile: ({ place, min, max, audience }) =>
      `Instagram op mobiel ${place}, van ${min} tot ${max} jaar${audience ? `, met interesses zoals ${audience}` : ''}, tussen berichten, verhalen en Reels, waar het beeld het werk doet.`,
  },
  structure: {
    benefit: 'Opbouw: haakje → voordeel → aanbod → oproep tot actie.',
    proof: 'Opbouw: bewijs → voordeel → oproep tot actie.',
    offer: 'Opbouw: aanbod → product en prijs → oproep tot actie.',
    place: 'Opbouw: aanbod en plaats → voordeel → oproep tot actie.',
  },
  picture: {
    default: 'Beeld: het aanbod van dichtbij, zoals de klant het krijgt.',
    families: {
      shops: 'Beeld: het product van dichtbij, zoals de klant het uitpakt.',
      food_drink: 'Beeld: het gerecht zoals het wordt geserveerd, bij daglicht.',
      beauty_fitness: 'Beeld: het resultaat bij een echte klant, van dichtbij.',
      health: 'Beeld: de praktijk en de mensen die behandelen, rustig en licht.',
      home_repairs: 'Beeld: de afgeronde klus, of het werk terwijl het gebeurt.',
      learning: 'Beeld: een les die bezig is, de leraar naast de leerling.',
      travel: 'Beeld: de plek zelf, op zijn mooist.',
      animals: 'Beeld: een dier dat bij het bedrijf in goede handen is, ontspannen.',
      professional: 'Beeld: de mensen achter de dienst, aan het werk.',
    },
  },
  offering: (name) => `Getoond aanbod: ${name}.`,
  opens: (quote) => `De tekst begint met: ${quote}.`,
};
