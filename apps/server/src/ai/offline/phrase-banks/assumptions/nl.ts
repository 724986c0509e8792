import type { AssumptionPhrases } from './types';

export const NL: AssumptionPhrases = {
  language: 'nl',
  quotes: ['“', '”'],
  claim: {
    craft: (b, q) =>
      `${b}: klanten kiezen dit bedrijf om zorgvuldig werk en goede materialen, en willen er meer voor betalen. De website zegt: ${q}.`,
    convenience: (b, q) =>
      `${b}: klanten kiezen dit bedrijf omdat het hun tijd en moeite bespaart. De website zegt: ${q}.`,
    value: (b, q) =>
      `${b}: klanten kopen hier omdat de prijs duidelijk en eerlijk is voor wat ze krijgen. De website zegt: ${q}.`,
    expertise: (b, q) =>
      `${b}: klanten vertrouwen dit bedrijf omdat de mensen erachter hun vak kennen. De website zegt: ${q}.`,
    local: (b, q) =>
      `${b}: klanten kiezen dit bedrijf omdat het dichtbij is en bij hun buurt hoort. De website zegt: ${q}.`,
    personal: (b, q) =>
      `${b}: klanten komen voor iets wat alleen voor hen gemaakt of aangepast wordt. De website zegt: ${q}.`,
    social: (b, q) =>
      `${b}: mensen kiezen dit bedrijf omdat anderen dat al doen en er goed over praten. De website zegt: ${q}.`,
    outcome: (b, q) =>
      `${b}: klanten komen voor het resultaat dat ze daarna zien en voelen. De website zegt: ${q}.`,
    design: (b, q) =>
      `${b}: klanten kiezen dit bedrijf om de stijl; wat ze kopen zegt iets over hen. De website zegt: ${q}.`,
    sustainability: (b, q) =>
      `${b}: klanten vinden belangrijk hoe dingen gemaakt worden en wat ze achterlaten. De website zegt: ${q}.`,
    gifting: (b, q) => `${b}: veel klanten kopen hier om iemand anders iets te geven. De website zegt: ${q}.`,
    range: (b, q) =>
      `${b}: klanten komen voor de keuze en vinden meer dan één ding dat ze willen. De website zegt: ${q}.`,
  },
  tradeClaim: {
    craft: (b) =>
      `${b}: in deze branche kiezen klanten vaak op zichtbare kwaliteit; het werk van dichtbij laten zien kan hen overtuigen.`,
    convenience: (b) =>
      `${b}: in deze branche kiezen klanten vaak wie het hun het makkelijkst maakt; een snelle, eenvoudige manier om te kopen of te boeken kan hen overtuigen.`,
    value: (b) =>
      `${b}: in deze branche vergelijken klanten vaak eerst de prijzen; een duidelijke prijs of aanbieding kan hen overtuigen.`,
    expertise: (b) =>
      `${b}: in deze branche willen klanten weten dat ze in goede handen zijn; laten zien wie het werk doet kan hen overtuigen.`,
    local: (b) =>
      `${b}: in deze branche kiezen klanten vaak wat dichtbij is; mensen die in de buurt wonen of werken zijn de eerste klanten.`,
    personal: (b) =>
      `${b}: in deze branche willen klanten gehoord worden; laten zien hoe elke vraag wordt opgepakt kan hen overtuigen.`,
    social: (b) =>
      `${b}: in deze branche volgen klanten vaak het oordeel van anderen; de woorden van tevreden klanten kunnen hen overtuigen.`,
    outcome: (b) =>
      `${b}: in deze branche kopen klanten eerder het resultaat dan het werk zelf; dat resultaat laten zien kan hen overtuigen.`,
    design: (b) =>
      `${b}: in deze branche kiezen klanten vaak op uiterlijk en stijl; beelden die dat tonen kunnen hen overtuigen.`,
    sustainability: (b) =>
      `${b}: in deze branche vinden sommige klanten belangrijk hoe dingen gemaakt worden; materialen en werkwijze laten zien kan hen overtuigen.`,
    gifting: (b) =>
      `${b}: in deze branche kopen klanten vaak voor een ander; ze zijn vooral rond feestdagen en bijzondere momenten te bereiken.`,
    range: (b) =>
      `${b}: in deze branche vergelijken klanten graag voordat ze kiezen; het aanbod naast elkaar laten zien kan hen overtuigen.`,
  },
  fromTrade: (family) => (family ? `Uit uw branche (${family}) — ` : 'Uit uw branche — '),
  families: {
    shops: 'Winkels',
    food_drink: 'Eten en drinken',
    beauty_fitness: 'Schoonheid en sport',
    health: 'Gezondheid',
    home_repairs: 'Huis en reparaties',
    learning: 'Leren',
    travel: 'Reizen',
    animals: 'Dierenzorg',
    professional: 'Zakelijke diensten',
  },
  approach: {
    craft:
      'Begin met close-ups van afgerond werk en de materialen en zet de woorden van de website in de eerste regel. Vergelijk met een advertentie die met de prijs begint.',
    convenience:
      'Maak snelheid en gemak de kop, laat de paar stappen van advertentie naar resultaat zien en stuur mensen direct naar de pagina waar ze iets kunnen doen.',
    value:
      'Zet de prijs of de aanbieding in de eerste regel en in de kop, en test tegen een advertentie die met kwaliteit begint.',
    expertise:
      'Bouw de advertenties rond de mensen en hun ervaring, met een foto aan het werk en een directe uitnodiging om contact op te nemen.',
    local:
      'Richt op een klein gebied rond het bedrijf, noem de plaats in de kop en laat de mensen en de plek zien. Vergelijk met dezelfde advertentie in het hele land.',
    personal:
      'Laat zien hoe naar elke vraag geluisterd wordt en het resultaat wordt aangepast, en nodig mensen in de advertentie uit hun eigen vraag te stellen.',
    social:
      'Zet de woorden van klanten in de eerste regel van de advertentie, met een echte klantfoto als die er is.',
    outcome:
      'Open de advertentie met het resultaat in één duidelijk beeld, dan de aanbieding en een directe uitnodiging. Vergelijk met een advertentie over de werkwijze.',
    design:
      'Laat de stukken of de plek op hun mooist zien, zoals de klant ze zou gebruiken, met weinig woorden en een duidelijke kop.',
    sustainability:
      'Laat de materialen en de manier van maken zien, houd de tekst feitelijk en spreek mensen aan die spullen zoeken die lang meegaan.',
    gifting:
      'Plaats voor feestdagen en bijzondere momenten advertenties voor wie iets cadeau geeft, met tekst die de gever aanspreekt.',
    range:
      'Gebruik een carrousel van het belangrijkste aanbod, één kaart per aanbod met de prijs, elk met een link naar de eigen pagina.',
  },
  feature: (offering) => `Aanbod om uit te lichten: ${offering}.`,
  area: (place) => `Doelgebied: ${place}.`,
  metrics: {
    craft: (r) =>
      `Klikratio van de kwaliteitsadvertenties minstens 20% hoger dan die van de prijsadvertentie; kosten per ${r} in de eerste 14 dagen.`,
    convenience: (r) =>
      `Deel van de bezoeken dat eindigt in een ${r}; tijd van eerste klik tot besluit; kosten per ${r} tegenover een algemene advertentie.`,
    value: (r) =>
      `Deel van de klikken dat eindigt in een ${r}; kosten per ${r} lager dan bij de kwaliteitsadvertentie.`,
    expertise: (r) =>
      `Kosten per ${r} tegenover een aanbiedingsadvertentie; reacties die vertrouwen of ervaring noemen.`,
    local: (r) =>
      `Kosten per ${r} in het doelgebied minstens 25% lager dan bij de landelijke advertentie; telefoontjes en bezoeken uit de buurt.`,
    personal: (r) =>
      `Aantal aanvragen uit de advertenties; kosten per ${r}; deel van de aanvragen dat een opdracht wordt.`,
    social: (r) => `Klikratio tegenover een advertentie zonder woorden van klanten; kosten per ${r}.`,
    outcome: (r) =>
      `Klikratio tegenover de advertentie over de werkwijze; kosten per ${r}; bewaarde en gedeelde resultaatbeelden.`,
    design: (r) =>
      `Klikratio en bewaarde stijlbeelden; kosten per ${r} tegenover een eenvoudige advertentie.`,
    sustainability: (r) => `Klikratio bij mensen die om het milieu geven; kosten per ${r}.`,
    gifting: (r) =>
      `Kosten per ${r} in de weken voor feestdagen; deel van de bestellingen dat een cadeau is.`,
    range: (r) =>
      `Klikratio per kaart van de carrousel; kosten per ${r}; een tweede aankoop binnen 30 dagen.`,
  },
  results: {
    default: 'resultaat',
    shops: 'bestelling',
    food_drink: 'reservering of bestelling',
    beauty_fitness: 'boeking',
    health: 'afspraak',
    home_repairs: 'offerteaanvraag',
    learning: 'aanmelding',
    travel: 'boeking',
    animals: 'boeking',
    professional: 'aanvraag',
  },
  impactBasis: {
    craft: 'zichtbare kwaliteit rechtvaardigt de prijs en is goed in beeld te brengen',
    convenience: 'minder moeite maakt de weg van advertentie naar resultaat korter',
    value: 'een duidelijke prijs of aanbieding beantwoordt de eerste vraag van een koper',
    expertise: 'vertrouwen is wat een nieuwe klant het meest mist',
    local: 'mensen dichtbij worden makkelijker klant, maar de doelgroep is klein',
    personal: 'maatwerk wint mensen die zich elders niet gehoord voelden',
    social: 'de woorden van andere klanten overtuigen meer dan die van het bedrijf',
    outcome: 'mensen kopen het resultaat, en een beeld daarvan valt op',
    design: 'stijl verkoopt op het eerste gezicht, maar alleen aan wie dezelfde smaak heeft',
    sustainability: 'het telt zwaar voor maar een deel van de doelgroep',
    gifting: 'cadeaus worden vooral in bepaalde periodes gekocht',
    range: 'keuze helpt mensen vinden wat past, maar is op zich een zwakkere reden',
  },
  weight: {
    once: 'de website zegt het één keer',
    twice: 'de website zegt het op twee pagina’s',
    often: 'de website zegt het meer dan eens',
    many: 'de website zegt het op veel pagina’s',
    trade: 'de website zegt het niet, dus eerst testen voordat er veel geld in gaat',
  },
  withPrices: 'met prijzen om te laten zien',
  impact: (score, basis, weight) => `Impact ${score}/10: ${basis}; ${weight}.`,
  scaled: (score) => `Aangepast aan de impact (${score}/10).`,
  budget: ({ budget, local, price, range, lead, held }) =>
    `Voorgesteld budget: ${budget} per dag${local ? ` (ongeveer ${local})` : ''}. Basis: ongeveer drie ${lead ? 'boekingen of aanvragen' : 'aankopen'} per dag, elk voor ongeveer een derde van ${price}${
      held === 'capped'
        ? '; op dit bedrag gehouden tot de advertenties laten zien wat werkt'
        : held === 'floor'
          ? '; het minimum waarmee de advertenties genoeg resultaten hebben om van te leren'
          : ''
    } (prijzen: ${range}).`,
  forFamily: {
    food_drink: {
      tradeClaim: {
        craft: (b) =>
          `${b}: in deze branche kiezen klanten vaak op de kwaliteit van het eten; de gerechten van dichtbij laten zien kan hen overtuigen.`,
      },
      approach: {
        craft:
          'Begin met close-ups van de gerechten zoals ze worden geserveerd en van hun ingrediënten en zet de woorden van de website in de eerste regel. Vergelijk met een advertentie die met de prijs begint.',
      },
    },
    shops: {
      tradeClaim: {
        craft: (b) =>
          `${b}: in deze branche kiezen klanten vaak op zichtbare kwaliteit; de producten van dichtbij laten zien kan hen overtuigen.`,
      },
      approach: {
        craft:
          'Begin met close-ups van de producten en hun materialen en zet de woorden van de website in de eerste regel. Vergelijk met een advertentie die met de prijs begint.',
      },
    },
    travel: {
      tradeClaim: {
        outcome: (b) =>
          `${b}: in deze branche kopen klanten eerder de beleving dan de boeking zelf; die beleving laten zien kan hen overtuigen.`,
      },
      approach: {
        craft:
          'Begin met beelden van de kamers en de plek op hun mooist en zet de woorden van de website in de eerste regel. Vergelijk met een advertentie die met de prijs begint.',
      },
    },
  },
};
