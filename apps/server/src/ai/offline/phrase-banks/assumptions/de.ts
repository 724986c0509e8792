import type { AssumptionPhrases } from './types';

export const DE: AssumptionPhrases = {
  language: 'de',
  quotes: ['„', '“'],
  claim: {
    craft: (b, q) =>
      `${b}: Kunden wählen diesen Betrieb wegen sorgfältiger Arbeit und guter Materialien und zahlen dafür mehr. Auf der Website steht: ${q}.`,
    convenience: (b, q) =>
      `${b}: Kunden entscheiden sich dafür, weil es ihnen Zeit und Mühe spart. Auf der Website steht: ${q}.`,
    value: (b, q) =>
      `${b}: Kunden kaufen hier, weil der Preis klar und für das Gebotene fair ist. Auf der Website steht: ${q}.`,
    expertise: (b, q) =>
      `${b}: Kunden vertrauen diesem Betrieb, weil die Menschen dahinter ihr Handwerk verstehen. Auf der Website steht: ${q}.`,
    local: (b, q) =>
      `${b}: Kunden wählen diesen Betrieb, weil er in der Nähe und Teil ihrer Gegend ist. Auf der Website steht: ${q}.`,
    personal: (b, q) =>
      `${b}: Kunden kommen für etwas, das nur für sie gemacht oder angepasst wird. Auf der Website steht: ${q}.`,
    social: (b, q) =>
      `${b}: Menschen entscheiden sich dafür, weil andere es schon tun und es empfehlen. Auf der Website steht: ${q}.`,
    outcome: (b, q) =>
      `${b}: Kunden kommen wegen des Ergebnisses, das sie danach sehen und spüren. Auf der Website steht: ${q}.`,
    design: (b, q) =>
      `${b}: Kunden wählen diesen Betrieb wegen seines Stils; was sie kaufen, sagt etwas über sie aus. Auf der Website steht: ${q}.`,
    sustainability: (b, q) =>
      `${b}: Kunden ist wichtig, wie Dinge hergestellt werden und was davon bleibt. Auf der Website steht: ${q}.`,
    gifting: (b, q) =>
      `${b}: Viele Kunden kaufen hier, um jemand anderem etwas zu schenken. Auf der Website steht: ${q}.`,
    range: (b, q) =>
      `${b}: Kunden kommen wegen der Auswahl und finden mehr als eine Sache, die sie wollen. Auf der Website steht: ${q}.`,
  },
  tradeClaim: {
    craft: (b) =>
      `${b}: In dieser Branche entscheiden Kunden oft nach sichtbarer Qualität; Nahaufnahmen der eigenen Arbeit können sie überzeugen.`,
    convenience: (b) =>
      `${b}: In dieser Branche wählen Kunden oft, wer es ihnen am leichtesten macht; ein schneller, einfacher Weg zum Kauf oder Termin kann sie überzeugen.`,
    value: (b) =>
      `${b}: In dieser Branche vergleichen Kunden oft zuerst die Preise; ein klarer Preis oder ein Angebot kann sie überzeugen.`,
    expertise: (b) =>
      `${b}: In dieser Branche wollen Kunden wissen, dass sie in guten Händen sind; zu zeigen, wer die Arbeit macht, kann sie überzeugen.`,
    local: (b) =>
      `${b}: In dieser Branche wählen Kunden oft, was in der Nähe liegt; Menschen, die in der Gegend wohnen oder arbeiten, sind die ersten Kunden.`,
    personal: (b) =>
      `${b}: In dieser Branche wollen Kunden, dass man ihnen zuhört; zu zeigen, wie jeder Wunsch umgesetzt wird, kann sie überzeugen.`,
    social: (b) =>
      `${b}: In dieser Branche folgen Kunden oft dem Urteil anderer; die Worte zufriedener Kunden können sie überzeugen.`,
    outcome: (b) =>
      `${b}: In dieser Branche kaufen Kunden eher das Ergebnis als die Arbeit selbst; dieses Ergebnis zu zeigen, kann sie überzeugen.`,
    design: (b) =>
      `${b}: In dieser Branche entscheiden Kunden oft nach Aussehen und Stil; Bilder, die das zeigen, können sie überzeugen.`,
    sustainability: (b) =>
      `${b}: In dieser Branche ist manchen Kunden wichtig, wie Dinge hergestellt werden; Materialien und Verfahren zu zeigen, kann sie überzeugen.`,
    gifting: (b) =>
      `${b}: In dieser Branche kaufen Kunden oft für andere; vor Feiertagen und besonderen Anlässen lassen sie sich am besten erreichen.`,
    range: (b) =>
      `${b}: In dieser Branche vergleichen Kunden gern, bevor sie wählen; das Angebot nebeneinander zu zeigen, kann sie überzeugen.`,
  },
  fromTrade: (family) => (family ? `Aus Ihrer Branche (${family}) — ` : 'Aus Ihrer Branche — '),
  families: {
    shops: 'Geschäfte',
    food_drink: 'Essen und Trinken',
    beauty_fitness: 'Schönheit und Fitness',
    health: 'Gesundheit',
    home_repairs: 'Haus und Handwerk',
    learning: 'Lernen',
    travel: 'Reisen',
    animals: 'Tierpflege',
    professional: 'Dienstleistungen',
  },
  approach: {
    craft:
      'Beginnen Sie mit Nahaufnahmen fertiger Arbeiten und der Materialien und setzen Sie die Worte der Website in die erste Zeile. Vergleichen Sie mit einer Anzeige, die mit dem Preis beginnt.',
    convenience:
      'Machen Sie Tempo und Einfachheit zur Überschrift, zeigen Sie die wenigen Schritte von der Anzeige zum Ergebnis und führen Sie direkt auf die Seite, auf der man handeln kann.',
    value:
      'Setzen Sie den Preis oder das Angebot in die erste Zeile und in die Überschrift und testen Sie gegen eine Anzeige, die mit Qualität beginnt.',
    expertise:
      'Stellen Sie die Menschen und ihre Erfahrung in den Mittelpunkt, mit einem Foto bei der Arbeit und einer direkten Einladung zur Kontaktaufnahme.',
    local:
      'Zielen Sie auf ein kleines Gebiet um den Betrieb, nennen Sie den Ort in der Überschrift und zeigen Sie Menschen und Ort. Vergleichen Sie mit derselben Anzeige im ganzen Land.',
    personal:
      'Zeigen Sie, wie jedem Wunsch zugehört und das Ergebnis angepasst wird, und bitten Sie in der Anzeige um eine eigene Anfrage.',
    social:
      'Setzen Sie die Worte der Kunden in die erste Zeile der Anzeige, mit einem echten Kundenfoto, wo es eines gibt.',
    outcome:
      'Beginnen Sie die Anzeige mit dem Ergebnis in einem klaren Bild, dann das Angebot und eine direkte Einladung. Vergleichen Sie mit einer Anzeige über den Ablauf.',
    design:
      'Zeigen Sie die Stücke oder den Ort von ihrer besten Seite, so wie Kunden sie nutzen würden, mit wenigen Worten und einer klaren Überschrift.',
    sustainability:
      'Zeigen Sie die Materialien und die Herstellung, bleiben Sie im Text sachlich und sprechen Sie Menschen an, die langlebige Waren suchen.',
    gifting:
      'Schalten Sie vor Feiertagen und besonderen Anlässen Anzeigen für Geschenkkäufer, mit einem Text, der den Schenkenden anspricht.',
    range:
      'Nutzen Sie ein Karussell der wichtigsten Angebote, eine Karte mit Preis pro Angebot, jede mit Link auf die eigene Seite.',
  },
  feature: (offering) => `Angebot im Mittelpunkt: ${offering}.`,
  area: (place) => `Zielgebiet: ${place}.`,
  metrics: {
    craft: (r) =>
      `Klickrate der Qualitätsanzeigen mindestens 20 % über der Preisanzeige; Kosten pro ${r} in den ersten 14 Tagen.`,
    convenience: (r) =>
      `Anteil der Besuche mit ${r}; Zeit vom ersten Klick bis zum Abschluss; Kosten pro ${r} im Vergleich zu einer allgemeinen Anzeige.`,
    value: (r) => `Anteil der Klicks mit ${r}; Kosten pro ${r} unter denen der Qualitätsanzeige.`,
    expertise: (r) =>
      `Kosten pro ${r} im Vergleich zu einer Angebotsanzeige; Kommentare, die Vertrauen oder Erfahrung nennen.`,
    local: (r) =>
      `Kosten pro ${r} im Zielgebiet mindestens 25 % unter der landesweiten Anzeige; Anrufe und Besuche aus der Gegend.`,
    personal: (r) =>
      `Zahl der Anfragen aus den Anzeigen; Kosten pro ${r}; Anteil der Anfragen, aus denen ein Auftrag wird.`,
    social: (r) => `Klickrate im Vergleich zu einer Anzeige ohne Kundenstimmen; Kosten pro ${r}.`,
    outcome: (r) =>
      `Klickrate im Vergleich zur Ablaufanzeige; Kosten pro ${r}; gespeicherte und geteilte Ergebnisbilder.`,
    design: (r) =>
      `Klickrate und gespeicherte Stilbilder; Kosten pro ${r} im Vergleich zu einer schlichten Produktanzeige.`,
    sustainability: (r) => `Klickrate bei umweltbewussten Menschen; Kosten pro ${r}.`,
    gifting: (r) => `Kosten pro ${r} in den Wochen vor Feiertagen; Anteil der Bestellungen als Geschenk.`,
    range: (r) => `Klickrate pro Karussellkarte; Kosten pro ${r}; ein zweiter Kauf innerhalb von 30 Tagen.`,
  },
  results: {
    default: 'Ergebnis',
    shops: 'Bestellung',
    food_drink: 'Reservierung oder Bestellung',
    beauty_fitness: 'Buchung',
    health: 'Terminbuchung',
    home_repairs: 'Anfrage',
    learning: 'Anmeldung',
    travel: 'Buchung',
    animals: 'Buchung',
    professional: 'Anfrage',
  },
  impactBasis: {
    craft: 'sichtbare Qualität rechtfertigt den Preis und lässt sich gut im Bild zeigen',
    convenience: 'weniger Aufwand verkürzt den Weg von der Anzeige zum Ergebnis',
    value: 'ein klarer Preis oder ein Angebot beantwortet die erste Frage eines Käufers',
    expertise: 'Vertrauen fehlt Neukunden am meisten',
    local: 'Menschen in der Nähe werden leichter zu Kunden, aber die Zielgruppe ist klein',
    personal: 'Maßarbeit gewinnt Menschen, die sich anderswo nicht gehört fühlten',
    social: 'die Worte anderer Kunden überzeugen mehr als die des Betriebs',
    outcome: 'Menschen kaufen das Ergebnis, und ein Bild davon fällt auf',
    design: 'Stil verkauft sich auf den ersten Blick, aber nur an Menschen mit demselben Geschmack',
    sustainability: 'das ist nur einem Teil der Zielgruppe sehr wichtig',
    gifting: 'Geschenke werden vor allem zu bestimmten Zeiten gekauft',
    range: 'Auswahl hilft beim Finden, ist allein aber ein schwächerer Grund',
  },
  weight: {
    once: 'die Website sagt es einmal',
    twice: 'die Website sagt es auf zwei Seiten',
    often: 'die Website sagt es mehrmals',
    many: 'die Website sagt es auf vielen Seiten',
    trade: 'die Website sagt es nicht, also vor größeren Ausgaben testen',
  },
  withPrices: 'mit Preisen, die sich zeigen lassen',
  impact: (score, basis, weight) => `Wirkung ${score}/10: ${basis}; ${weight}.`,
  scaled: (score) => `Angepasst an die Wirkung (${score}/10).`,
  budget: ({ budget, local, price, range, lead, held }) =>
    `Vorgeschlagenes Budget: ${budget} pro Tag${local ? ` (etwa ${local})` : ''}. Grundlage: etwa drei ${lead ? 'Buchungen oder Anfragen' : 'Käufe'} pro Tag zu je etwa einem Drittel von ${price}${
      held === 'capped'
        ? '; bei diesem Betrag gehalten, bis die Anzeigen zeigen, was wirkt'
        : held === 'floor'
          ? '; das Mindeste, damit die Anzeigen genug Ergebnisse zum Lernen haben'
          : ''
    } (Preise: ${range}).`,
  forFamily: {
    food_drink: {
      tradeClaim: {
        craft: (b) =>
          `${b}: In dieser Branche entscheiden Gäste oft nach der Qualität des Essens; Nahaufnahmen der eigenen Gerichte können sie überzeugen.`,
      },
      approach: {
        craft:
          'Beginnen Sie mit Nahaufnahmen der Gerichte, wie sie serviert werden, und ihrer Zutaten und setzen Sie die Worte der Website in die erste Zeile. Vergleichen Sie mit einer Anzeige, die mit dem Preis beginnt.',
      },
    },
    shops: {
      tradeClaim: {
        craft: (b) =>
          `${b}: In dieser Branche entscheiden Kunden oft nach sichtbarer Qualität; Nahaufnahmen der eigenen Produkte können sie überzeugen.`,
      },
      approach: {
        craft:
          'Beginnen Sie mit Nahaufnahmen der Produkte und ihrer Materialien und setzen Sie die Worte der Website in die erste Zeile. Vergleichen Sie mit einer Anzeige, die mit dem Preis beginnt.',
      },
    },
    travel: {
      tradeClaim: {
        outcome: (b) =>
          `${b}: In dieser Branche kaufen Gäste eher das Erlebnis als die Buchung selbst; dieses Erlebnis zu zeigen, kann sie überzeugen.`,
      },
      approach: {
        craft:
          'Beginnen Sie mit Bildern der Zimmer und des Ortes im besten Licht und setzen Sie die Worte der Website in die erste Zeile. Vergleichen Sie mit einer Anzeige, die mit dem Preis beginnt.',
      },
    },
  },
};
