import type { AssumptionPhrases } from './types';

export const PL: AssumptionPhrases = {
  language: 'pl',
  quotes: ['„', '”'],
  claim: {
    craft: (b, q) =>
      `${b}: klienci wybierają tę firmę ze względu na staranną pracę i dobre materiały i są gotowi za to więcej zapłacić. Strona mówi: ${q}.`,
    convenience: (b, q) =>
      `${b}: klienci wybierają tę firmę, bo oszczędza im czas i wysiłek. Strona mówi: ${q}.`,
    value: (b, q) =>
      `${b}: klienci kupują tutaj, bo cena jest jasna i uczciwa za to, co dostają. Strona mówi: ${q}.`,
    expertise: (b, q) =>
      `${b}: klienci ufają tej firmie, bo ludzie, którzy ją tworzą, znają swój fach. Strona mówi: ${q}.`,
    local: (b, q) =>
      `${b}: klienci wybierają tę firmę, bo jest blisko i należy do ich okolicy. Strona mówi: ${q}.`,
    personal: (b, q) =>
      `${b}: klienci przychodzą po coś, co powstaje lub jest dopasowane tylko dla nich. Strona mówi: ${q}.`,
    social: (b, q) =>
      `${b}: ludzie wybierają tę firmę, bo inni już to robią i dobrze o niej mówią. Strona mówi: ${q}.`,
    outcome: (b, q) => `${b}: klienci przychodzą po efekt, który potem zobaczą i poczują. Strona mówi: ${q}.`,
    design: (b, q) =>
      `${b}: klienci wybierają tę firmę ze względu na styl; to, co kupują, coś o nich mówi. Strona mówi: ${q}.`,
    sustainability: (b, q) =>
      `${b}: klientom zależy na tym, jak rzeczy powstają i co po sobie zostawiają. Strona mówi: ${q}.`,
    gifting: (b, q) => `${b}: wielu klientów kupuje tutaj, żeby coś komuś podarować. Strona mówi: ${q}.`,
    range: (b, q) =>
      `${b}: klienci przychodzą ze względu na wybór i znajdują więcej niż jedną rzecz, której chcą. Strona mówi: ${q}.`,
  },
  tradeClaim: {
    craft: (b) =>
      `${b}: w tej branży klienci często wybierają po widocznej jakości; pokazanie pracy z bliska może ich przekonać.`,
    convenience: (b) =>
      `${b}: w tej branży klienci często wybierają tego, kto im wszystko ułatwia; szybki i prosty sposób zakupu lub rezerwacji może ich przekonać.`,
    value: (b) =>
      `${b}: w tej branży klienci często najpierw porównują ceny; jasna cena lub oferta może ich przekonać.`,
    expertise: (b) =>
      `${b}: w tej branży klienci chcą wiedzieć, że są w dobrych rękach; pokazanie, kto wykonuje pracę, może ich przekonać.`,
    local: (b) =>
      `${b}: w tej branży klienci często wybierają to, co jest blisko; pierwszymi klientami są ludzie, którzy mieszkają lub pracują w okolicy.`,
    personal: (b) =>
      `${b}: w tej branży klienci chcą, żeby ich wysłuchać; pokazanie, jak traktowana jest każda prośba, może ich przekonać.`,
    social: (b) =>
      `${b}: w tej branży klienci często kierują się zdaniem innych; słowa zadowolonych klientów mogą ich przekonać.`,
    outcome: (b) =>
      `${b}: w tej branży klienci kupują raczej efekt niż samą pracę; pokazanie tego efektu może ich przekonać.`,
    design: (b) =>
      `${b}: w tej branży klienci często wybierają po wyglądzie i stylu; zdjęcia, które to pokazują, mogą ich przekonać.`,
    sustainability: (b) =>
      `${b}: w tej branży części klientów zależy na tym, jak rzeczy powstają; pokazanie materiałów i metod może ich przekonać.`,
    gifting: (b) =>
      `${b}: w tej branży klienci często kupują dla innych; najłatwiej do nich dotrzeć przed świętami i ważnymi okazjami.`,
    range: (b) =>
      `${b}: w tej branży klienci lubią porównywać przed wyborem; pokazanie oferty obok siebie może ich przekonać.`,
  },
  fromTrade: (family) => (family ? `Z Państwa branży (${family}) — ` : 'Z Państwa branży — '),
  families: {
    shops: 'Sklepy',
    food_drink: 'Jedzenie i napoje',
    beauty_fitness: 'Uroda i sport',
    health: 'Zdrowie',
    home_repairs: 'Dom i naprawy',
    learning: 'Nauka',
    travel: 'Podróże',
    animals: 'Opieka nad zwierzętami',
    professional: 'Usługi dla klientów',
  },
  approach: {
    craft:
      'Zacznij od zbliżeń gotowej pracy i materiałów, a słowa ze strony umieść w pierwszym wierszu. Porównaj z reklamą, która zaczyna się od ceny.',
    convenience:
      'Niech szybkość i prostota będą nagłówkiem; pokaż kilka kroków od reklamy do efektu i kieruj ludzi prosto na stronę, na której mogą działać.',
    value:
      'Umieść cenę lub ofertę w pierwszym wierszu i w nagłówku, a potem porównaj z reklamą, która zaczyna się od jakości.',
    expertise:
      'Zbuduj reklamy wokół ludzi i ich doświadczenia, ze zdjęciem przy pracy i bezpośrednim zaproszeniem do kontaktu.',
    local:
      'Kieruj reklamy na mały obszar wokół firmy, podaj nazwę miejsca w nagłówku i pokaż ludzi oraz miejsce. Porównaj z tą samą reklamą w całym kraju.',
    personal:
      'Pokaż, jak każda prośba jest wysłuchana, a efekt dopasowany, i zaproś w reklamie do złożenia własnej prośby.',
    social:
      'Umieść słowa klientów w pierwszym wierszu reklamy, z prawdziwym zdjęciem klienta, jeśli takie jest.',
    outcome:
      'Zacznij reklamę od efektu pokazanego na jednym wyraźnym zdjęciu, potem oferta i bezpośrednie zaproszenie. Porównaj z reklamą o przebiegu pracy.',
    design:
      'Pokaż produkty lub miejsce z najlepszej strony, tak jak klient by z nich korzystał, z niewielką liczbą słów i jasnym nagłówkiem.',
    sustainability:
      'Pokaż materiały i sposób wykonania, pisz rzeczowo i zwracaj się do ludzi, którzy szukają rzeczy na lata.',
    gifting:
      'Przed świętami i ważnymi okazjami uruchom reklamy dla osób kupujących prezenty, z tekstem skierowanym do darczyńcy.',
    range:
      'Użyj karuzeli z najważniejszymi ofertami, jedna karta na ofertę z jej ceną, każda z linkiem do własnej strony.',
  },
  feature: (offering) => `Oferta w centrum uwagi: ${offering}.`,
  area: (place) => `Obszar docelowy: ${place}.`,
  metrics: {
    craft: (r) =>
      `Współczynnik kliknięć reklam o jakości co najmniej 20% wyższy niż reklamy o cenie; koszt wyniku (${r}) w pierwszych 14 dniach.`,
    convenience: (r) =>
      `Odsetek wizyt zakończonych działaniem; czas od pierwszego kliknięcia do decyzji; koszt wyniku (${r}) wobec ogólnej reklamy.`,
    value: (r) =>
      `Odsetek kliknięć zakończonych działaniem; koszt wyniku (${r}) niższy niż w reklamie o jakości.`,
    expertise: (r) =>
      `Koszt wyniku (${r}) wobec reklamy z ofertą; komentarze, które mówią o zaufaniu lub doświadczeniu.`,
    local: (r) =>
      `Koszt wyniku (${r}) na obszarze docelowym co najmniej 25% niższy niż w reklamie ogólnokrajowej; telefony i wizyty z okolicy.`,
    personal: (r) =>
      `Liczba zapytań z reklam; koszt wyniku (${r}); odsetek zapytań, które kończą się sprzedażą.`,
    social: (r) => `Współczynnik kliknięć wobec reklamy bez słów klientów; koszt wyniku (${r}).`,
    outcome: (r) =>
      `Współczynnik kliknięć wobec reklamy o przebiegu pracy; koszt wyniku (${r}); zapisania i udostępnienia zdjęcia efektu.`,
    design: (r) => `Współczynnik kliknięć i zapisania zdjęć; koszt wyniku (${r}) wobec prostej reklamy.`,
    sustainability: (r) => `Współczynnik kliknięć wśród osób dbających o środowisko; koszt wyniku (${r}).`,
    gifting: (r) => `Koszt wyniku (${r}) w tygodniach przed świętami; odsetek zamówień kupionych na prezent.`,
    range: (r) =>
      `Współczynnik kliknięć każdej karty karuzeli; koszt wyniku (${r}); drugi zakup w ciągu 30 dni.`,
  },
  results: {
    default: 'zakup lub zapytanie',
    shops: 'zamówienie',
    food_drink: 'rezerwacja lub zamówienie',
    beauty_fitness: 'rezerwacja',
    health: 'wizyta',
    home_repairs: 'zapytanie o wycenę',
    learning: 'zapis',
    travel: 'rezerwacja',
    animals: 'rezerwacja',
    professional: 'zapytanie',
  },
  impactBasis: {
    craft: 'widoczna jakość uzasadnia cenę i dobrze wygląda na zdjęciu',
    convenience: 'mniej wysiłku skraca drogę od reklamy do efektu',
    value: 'jasna cena lub oferta odpowiada na pierwsze pytanie kupującego',
    expertise: 'nowemu klientowi najbardziej brakuje zaufania',
    local: 'ludzie z okolicy łatwiej zostają klientami, ale grupa jest mała',
    personal: 'praca na miarę zdobywa ludzi, których gdzie indziej nikt nie wysłuchał',
    social: 'słowa innych klientów przekonują bardziej niż słowa firmy',
    outcome: 'ludzie kupują efekt, a jego zdjęcie przyciąga wzrok',
    design: 'styl sprzedaje się od pierwszego spojrzenia, ale tylko tym, którzy mają ten sam gust',
    sustainability: 'ma to duże znaczenie tylko dla części odbiorców',
    gifting: 'prezenty kupuje się głównie w określonych porach roku',
    range: 'wybór pomaga znaleźć coś dla siebie, ale sam w sobie jest słabszym powodem',
  },
  weight: {
    once: 'strona mówi o tym raz',
    twice: 'strona mówi o tym na dwóch podstronach',
    often: 'strona mówi o tym kilka razy',
    many: 'strona mówi o tym na wielu podstronach',
    trade: 'strona o tym nie mówi, więc warto to sprawdzić przed większymi wydatkami',
  },
  withPrices: 'z cenami, które można pokazać',
  impact: (score, basis, weight) => `Wpływ ${score}/10: ${basis}; ${weight}.`,
  scaled: (score) => `Dostosowany do wpływu (${score}/10).`,
  budget: ({ budget, local, price, range, lead, held }) =>
    `Proponowany budżet: ${budget} dziennie${local ? ` (około ${local})` : ''}. Podstawa: około trzech ${lead ? 'rezerwacji lub zapytań' : 'zakupów'} dziennie, każdy wynik za mniej więcej jedną trzecią ceny ${price}${
      held === 'capped'
        ? '; utrzymany na tym poziomie, dopóki reklamy nie pokażą, co działa'
        : held === 'floor'
          ? '; to minimum, przy którym reklamy mają dość wyników, by się uczyć'
          : ''
    } (ceny: ${range}).`,
  forFamily: {
    food_drink: {
      tradeClaim: {
        craft: (b) =>
          `${b}: w tej branży klienci często wybierają po jakości jedzenia; pokazanie dań z bliska może ich przekonać.`,
      },
      approach: {
        craft:
          'Zacznij od zbliżeń dań w takiej postaci, w jakiej są podawane, i ich składników, a słowa ze strony umieść w pierwszym wierszu. Porównaj z reklamą, która zaczyna się od ceny.',
      },
    },
    shops: {
      tradeClaim: {
        craft: (b) =>
          `${b}: w tej branży klienci często wybierają po widocznej jakości; pokazanie produktów z bliska może ich przekonać.`,
      },
      approach: {
        craft:
          'Zacznij od zbliżeń produktów i ich materiałów, a słowa ze strony umieść w pierwszym wierszu. Porównaj z reklamą, która zaczyna się od ceny.',
      },
    },
    travel: {
      tradeClaim: {
        outcome: (b) =>
          `${b}: w tej branży klienci kupują raczej przeżycie niż samą rezerwację; pokazanie tego przeżycia może ich przekonać.`,
      },
      approach: {
        craft:
          'Zacznij od zdjęć pokoi i miejsca w najlepszym świetle, a słowa ze strony umieść w pierwszym wierszu. Porównaj z reklamą, która zaczyna się od ceny.',
      },
    },
  },
};
