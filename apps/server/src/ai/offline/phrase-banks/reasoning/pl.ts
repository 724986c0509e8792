import { lowerFirst } from '../../format';
import type { ReasoningPhrases } from './types';

export const PL: ReasoningPhrases = {
  language: 'pl',
  quotes: ['„', '”'],
  innerQuotes: ['«', '»'],
  tests: (quote) => `Ta kampania sprawdza założenie: ${quote}.`,
  objective: {
    OUTCOME_SALES: {
      metrics: 'Wskaźniki sukcesu założenia liczą zakupy, dlatego kampania jest nastawiona na sprzedaż.',
      chosen:
        'Kampania jest nastawiona na sprzedaż: firmę, która sprzedaje w internecie, ocenia się po zakupach.',
    },
    LEAD_GENERATION: {
      metrics:
        'Wskaźniki sukcesu założenia liczą zapytania i rezerwacje, dlatego kampania jest nastawiona na pozyskiwanie kontaktów.',
      chosen:
        'Kampania jest nastawiona na pozyskiwanie kontaktów: firmę, która nie sprzedaje na swojej stronie, ocenia się po zapytaniach i rezerwacjach.',
    },
    TRAFFIC: {
      metrics:
        'Wskaźniki sukcesu założenia liczą odwiedziny strony, dlatego kampania jest nastawiona na ruch.',
      chosen:
        'Kampania jest nastawiona na odwiedziny strony: nie można tam zamówić, ale można zobaczyć, co firma oferuje.',
    },
    AWARENESS: {
      metrics:
        'Wskaźniki sukcesu założenia liczą zasięg i zapamiętanie, dlatego kampania jest nastawiona na rozpoznawalność.',
      chosen:
        'Kampania jest nastawiona na rozpoznawalność: ludzie powinni znać firmę, zanim będą jej potrzebować.',
    },
    ENGAGEMENT: {
      metrics:
        'Wskaźniki sukcesu założenia liczą reakcje na posty, dlatego kampania jest nastawiona na interakcje.',
      chosen:
        'Kampania jest nastawiona na interakcje: reakcje na posty pokazują, który przekaz trafia do ludzi.',
    },
  },
  watch: (metrics) => `Wskaźniki do obserwowania: ${metrics}`,
  shows: (list) => `Reklamy pokażą: ${list}.`,
  budgetSplit: 'Jest dzielony po równo między zestawy reklam.',
  budget: ({ amount, code, from, share }) =>
    from === null
      ? `Budżet dzienny kampanii jest taki sam jak w założeniu: ${amount}, w walucie konta reklamowego (${code}).`
      : share === null
        ? `Budżet dzienny kampanii wynosi ${amount} w walucie konta reklamowego (${code}): to ${from} z założenia, przeliczone i zaokrąglone.`
        : `Budżet dzienny kampanii wynosi ${amount} w walucie konta reklamowego (${code}): to ${share} z ${from} z założenia, bo te wyniki kosztują mniej niż zakup lub zapytanie.`,
  broad: {
    default: 'Ten zestaw reklam pokazuje założenie nowym klientom.',
    families: {
      shops: 'Ten zestaw reklam pokazuje założenie osobom, które jeszcze tu nie kupowały.',
      food_drink: 'Ten zestaw reklam pokazuje założenie osobom, które wybierają, gdzie zjeść.',
      beauty_fitness: 'Ten zestaw reklam pokazuje założenie osobom, które szukają kolejnej wizyty.',
      health: 'Ten zestaw reklam pokazuje założenie osobom, które szukają opieki godnej zaufania.',
      home_repairs: 'Ten zestaw reklam pokazuje założenie osobom, które mają pracę do zlecenia.',
      learning: 'Ten zestaw reklam pokazuje założenie osobom, które chcą nauczyć się czegoś nowego.',
      travel: 'Ten zestaw reklam pokazuje założenie podróżnym, którzy planują kolejny wyjazd.',
      animals: 'Ten zestaw reklam pokazuje założenie osobom, które opiekują się zwierzętami.',
      professional: 'Ten zestaw reklam pokazuje założenie firmom, które szukają pomocy z zewnątrz.',
    },
  },
  focus: {
    named: (list) => `Na pierwszym planie jest najpierw oferta, którą wymienia założenie: ${list}.`,
    main: (list) => `Na pierwszym planie są główne oferty, po które przychodzą nowi klienci: ${list}.`,
    entry: (list) =>
      `Pokazuje pozostałe główne oferty, najtańsze najpierw, na które najłatwiej zdecydować się na telefonie: ${list}.`,
    rest: (list) => `Pokazuje pozostałe oferty, aby oba zestawy razem obejmowały cały asortyment: ${list}.`,
    same: (list) =>
      `Pokazuje te same oferty co szeroki zestaw, aby różniła się tylko grupa odbiorców: ${list}.`,
  },
  leadsAll: {
    services: 'Na pierwszym planie są usługi jako całość.',
    products: 'Na pierwszym planie jest cały asortyment.',
  },
  cost: {
    OUTCOME_SALES: 'Koszt jednego zakupu',
    LEAD_GENERATION: 'Koszt jednego kontaktu',
    TRAFFIC: 'Koszt jednego wyświetlenia strony',
    AWARENESS: 'Koszt dotarcia do tysiąca osób',
    ENGAGEMENT: 'Koszt jednej interakcji',
  },
  test: (cost, angle) => `${cost} pokazuje, czy przekaz ${angle} przyciąga klientów.`,
  contrast:
    'Ten zestaw reklam to grupa porównawcza dla szerokiej grupy odbiorców: osoby w wieku 25–54 lat, które przeglądają Instagram na telefonie.',
  holds: (cost) =>
    `Jeśli ${lowerFirst(cost)} jest tu niższy niż w szerokim zestawie, założenie sprawdza się przede wszystkim u tych osób.`,
  targeting: {
    around: ({ city, radius, countries }) => `w mieście ${city} i okolicy (${radius}), ${countries}`,
    country: (countries) => `w całym kraju (${countries})`,
    open: 'w wybranym przez Ciebie kraju',
    broad: ({ place, min, max }) =>
      `Osoby w wieku ${min}–${max} lat ${place}, w aktualnościach i relacjach (Facebook, Instagram); tekst reklamy niesie hipotezę.`,
    mobile: ({ place, min, max, audience }) =>
      `Instagram na telefonie ${place}, wiek ${min}–${max} lat${audience ? `, zainteresowania takie jak ${audience}` : ''}, w aktualnościach, relacjach i rolkach, gdzie obraz robi swoje.`,
  },
  structure: {
    benefit: 'Układ: haczyk → korzyść → oferta → wezwanie do działania.',
    proof: 'Układ: dowód → korzyść → wezwanie do działania.',
    offer: 'Układ: oferta → produkt i cena → wezwanie do działania.',
    place: 'Układ: oferta i miejsce → korzyść → wezwanie do działania.',
  },
  picture: {
    default: 'Zdjęcie: oferta z bliska, tak jak otrzymuje ją klient.',
    families: {
      shops: 'Zdjęcie: produkt z bliska, tak jak klient go rozpakowuje.',
      food_drink: 'Zdjęcie: danie tak, jak jest podawane, w świetle dziennym.',
      beauty_fitness: 'Zdjęcie: efekt u prawdziwej klientki, z bliska.',
      health: 'Zdjęcie: gabinet i osoby, które leczą, w spokojnym i jasnym wnętrzu.',
      home_repairs: 'Zdjęcie: skończona praca albo praca w toku.',
      learning: 'Zdjęcie: trwająca lekcja, nauczyciel obok ucznia.',
      travel: 'Zdjęcie: samo miejsce, w najlepszym świetle.',
      animals: 'Zdjęcie: zwierzę pod opieką firmy, spokojne.',
      professional: 'Zdjęcie: ludzie stojący za usługą, przy pracy.',
    },
  },
  offering: (name) => `Pokazana oferta: ${name}.`,
  opens: (quote) => `Tekst zaczyna się od: ${quote}.`,
};
