import type { AssumptionPhrases } from './types';

export const IT: AssumptionPhrases = {
  language: 'it',
  quotes: ['«', '»'],
  claim: {
    craft: (b, q) =>
      `${b}: i clienti lo scelgono per un lavoro curato e buoni materiali, e pagano di più per questo. Il sito dice: ${q}.`,
    convenience: (b, q) =>
      `${b}: i clienti lo scelgono perché fa risparmiare tempo e fatica. Il sito dice: ${q}.`,
    value: (b, q) =>
      `${b}: i clienti comprano qui perché il prezzo è chiaro e giusto per quello che ricevono. Il sito dice: ${q}.`,
    expertise: (b, q) =>
      `${b}: i clienti si fidano perché le persone che ci lavorano conoscono il mestiere. Il sito dice: ${q}.`,
    local: (b, q) =>
      `${b}: i clienti lo scelgono perché è vicino e fa parte della loro zona. Il sito dice: ${q}.`,
    personal: (b, q) =>
      `${b}: i clienti vengono per qualcosa fatto o adattato solo per loro. Il sito dice: ${q}.`,
    social: (b, q) =>
      `${b}: le persone lo scelgono perché altri lo fanno già e ne parlano bene. Il sito dice: ${q}.`,
    outcome: (b, q) =>
      `${b}: i clienti vengono per il risultato che vedranno e sentiranno dopo. Il sito dice: ${q}.`,
    design: (b, q) =>
      `${b}: i clienti lo scelgono per il suo stile; quello che comprano dice qualcosa di loro. Il sito dice: ${q}.`,
    sustainability: (b, q) =>
      `${b}: ai clienti importa come sono fatte le cose e cosa lasciano dietro di sé. Il sito dice: ${q}.`,
    gifting: (b, q) => `${b}: molti clienti comprano qui per fare un regalo a qualcuno. Il sito dice: ${q}.`,
    range: (b, q) =>
      `${b}: i clienti vengono per la scelta e trovano più di una cosa che vogliono. Il sito dice: ${q}.`,
  },
  tradeClaim: {
    craft: (b) =>
      `${b}: in questo settore i clienti scelgono spesso in base alla qualità che si vede; mostrare il lavoro da vicino può convincerli.`,
    convenience: (b) =>
      `${b}: in questo settore i clienti scelgono spesso chi rende tutto più facile; un modo rapido e semplice per comprare o prenotare può convincerli.`,
    value: (b) =>
      `${b}: in questo settore i clienti confrontano spesso prima i prezzi; un prezzo chiaro o un’offerta può convincerli.`,
    expertise: (b) =>
      `${b}: in questo settore i clienti vogliono sapere di essere in buone mani; mostrare chi fa il lavoro può convincerli.`,
    local: (b) =>
      `${b}: in questo settore i clienti scelgono spesso ciò che è vicino; chi vive o lavora in zona è il primo cliente.`,
    personal: (b) =>
      `${b}: in questo settore i clienti vogliono essere ascoltati; mostrare come si segue ogni richiesta può convincerli.`,
    social: (b) =>
      `${b}: in questo settore i clienti seguono spesso il parere degli altri; le parole di clienti soddisfatti possono convincerli.`,
    outcome: (b) =>
      `${b}: in questo settore i clienti comprano il risultato più che il lavoro; mostrare quel risultato può convincerli.`,
    design: (b) =>
      `${b}: in questo settore i clienti scelgono spesso in base all’aspetto e allo stile; immagini che lo mostrano possono convincerli.`,
    sustainability: (b) =>
      `${b}: in questo settore ad alcuni clienti importa come sono fatte le cose; mostrare materiali e metodi può convincerli.`,
    gifting: (b) =>
      `${b}: in questo settore i clienti comprano spesso per altri; si raggiungono meglio prima delle feste e delle occasioni speciali.`,
    range: (b) =>
      `${b}: in questo settore ai clienti piace confrontare prima di scegliere; mostrare l’offerta fianco a fianco può convincerli.`,
  },
  fromTrade: (family) => (family ? `Dal suo settore (${family}) — ` : 'Dal suo settore — '),
  families: {
    shops: 'Negozi',
    food_drink: 'Cibo e bevande',
    beauty_fitness: 'Bellezza e sport',
    health: 'Salute',
    home_repairs: 'Casa e riparazioni',
    learning: 'Formazione',
    travel: 'Viaggi',
    animals: 'Cura degli animali',
    professional: 'Servizi professionali',
  },
  approach: {
    craft:
      'Iniziate con primi piani del lavoro finito e dei materiali e mettete le parole del sito nella prima riga. Confrontate con un annuncio che inizia dal prezzo.',
    convenience:
      'Fate della rapidità e della semplicità il titolo, mostrate i pochi passi tra l’annuncio e il risultato e portate le persone direttamente alla pagina dove possono agire.',
    value:
      'Mettete il prezzo o l’offerta nella prima riga e nel titolo, e provate contro un annuncio che inizia dalla qualità.',
    expertise:
      'Costruite gli annunci intorno alle persone e alla loro esperienza, con una foto al lavoro e un invito diretto a mettersi in contatto.',
    local:
      'Puntate su una piccola zona intorno all’attività, nominate il luogo nel titolo e mostrate le persone e il posto. Confrontate con lo stesso annuncio in tutto il paese.',
    personal:
      'Mostrate come ogni richiesta viene ascoltata e il risultato adattato, e invitate le persone a fare la propria richiesta nell’annuncio.',
    social:
      'Mettete le parole dei clienti nella prima riga dell’annuncio, con una vera foto di un cliente quando c’è.',
    outcome:
      'Aprite l’annuncio con il risultato, mostrato in un’immagine chiara, poi l’offerta e un invito diretto. Confrontate con un annuncio sul procedimento.',
    design:
      'Mostrate i pezzi o il luogo nella luce migliore, come li userebbe il cliente, con poche parole e un titolo chiaro.',
    sustainability:
      'Mostrate i materiali e come nascono le cose, tenete un testo concreto e parlate a chi cerca prodotti che durano.',
    gifting:
      'Pubblicate annunci per chi fa regali prima delle feste e delle occasioni speciali, con un testo che parla a chi regala.',
    range:
      'Usate un carosello con le offerte principali, una scheda per offerta con il suo prezzo, ognuna con il link alla propria pagina.',
  },
  feature: (offering) => `Offerta da mettere in primo piano: ${offering}.`,
  area: (place) => `Zona da raggiungere: ${place}.`,
  metrics: {
    craft: (r) =>
      `Tasso di clic degli annunci sulla qualità almeno il 20 % sopra l’annuncio sul prezzo; costo per ${r} nei primi 14 giorni.`,
    convenience: (r) =>
      `Quota di visite che finiscono in ${r}; tempo tra il primo clic e la decisione; costo per ${r} rispetto a un annuncio generico.`,
    value: (r) =>
      `Quota di clic che finiscono in ${r}; costo per ${r} più basso di quello dell’annuncio sulla qualità.`,
    expertise: (r) =>
      `Costo per ${r} rispetto a un annuncio sull’offerta; commenti che parlano di fiducia o esperienza.`,
    local: (r) =>
      `Costo per ${r} nella zona almeno il 25 % sotto l’annuncio nazionale; chiamate e visite dalla zona.`,
    personal: (r) =>
      `Numero di richieste arrivate dagli annunci; costo per ${r}; quota di richieste che diventano una vendita.`,
    social: (r) => `Tasso di clic rispetto a un annuncio senza le parole dei clienti; costo per ${r}.`,
    outcome: (r) =>
      `Tasso di clic rispetto all’annuncio sul procedimento; costo per ${r}; salvataggi e condivisioni dell’immagine del risultato.`,
    design: (r) =>
      `Tasso di clic e salvataggi delle immagini di stile; costo per ${r} rispetto a un annuncio semplice.`,
    sustainability: (r) => `Tasso di clic tra le persone attente all’ambiente; costo per ${r}.`,
    gifting: (r) => `Costo per ${r} nelle settimane prima delle feste; quota di ordini comprati come regalo.`,
    range: (r) =>
      `Tasso di clic per scheda del carosello; costo per ${r}; un secondo acquisto entro 30 giorni.`,
  },
  results: {
    default: 'risultato',
    shops: 'ordine',
    food_drink: 'prenotazione o ordine',
    beauty_fitness: 'prenotazione',
    health: 'appuntamento',
    home_repairs: 'richiesta di preventivo',
    learning: 'iscrizione',
    travel: 'prenotazione',
    animals: 'prenotazione',
    professional: 'richiesta',
  },
  impactBasis: {
    craft: 'la qualità che si vede giustifica il prezzo e si mostra bene in un’immagine',
    convenience: 'meno fatica accorcia la strada tra l’annuncio e il risultato',
    value: 'un prezzo chiaro o un’offerta risponde alla prima domanda di chi compra',
    expertise: 'la fiducia è ciò che manca di più a un nuovo cliente',
    local: 'le persone vicine diventano clienti più facilmente, ma il pubblico è piccolo',
    personal: 'il lavoro su misura conquista chi altrove non si è sentito ascoltato',
    social: 'le parole di altri clienti convincono più di quelle dell’attività',
    outcome: 'le persone comprano il risultato, e un’immagine di esso attira lo sguardo',
    design: 'lo stile si vende a prima vista, ma solo a chi condivide quel gusto',
    sustainability: 'conta molto solo per una parte del pubblico',
    gifting: 'i regali si comprano soprattutto in certi periodi',
    range: 'la scelta aiuta a trovare ciò che va bene, ma da sola è una ragione più debole',
  },
  weight: {
    once: 'il sito lo dice una volta',
    twice: 'il sito lo dice su due pagine',
    often: 'il sito lo dice più volte',
    many: 'il sito lo dice su molte pagine',
    trade: 'il sito non lo dice, quindi va provato prima di spendere molto',
  },
  withPrices: 'con prezzi da mostrare',
  impact: (score, basis, weight) => `Impatto ${score}/10: ${basis}; ${weight}.`,
  scaled: (score) => `Adattato all’impatto (${score}/10).`,
  budget: ({ budget, local, price, range, lead, held }) =>
    `Budget proposto: ${budget} al giorno${local ? ` (circa ${local})` : ''}. Base: circa tre ${lead ? 'prenotazioni o richieste' : 'acquisti'} al giorno, ciascun risultato con un costo di circa un terzo di ${price}${
      held === 'capped'
        ? '; fermo a questa cifra finché gli annunci non mostrano cosa funziona'
        : held === 'floor'
          ? '; il minimo perché gli annunci abbiano abbastanza risultati per imparare'
          : ''
    } (prezzi: ${range}).`,
  forFamily: {
    food_drink: {
      tradeClaim: {
        craft: (b) =>
          `${b}: in questo settore i clienti scelgono spesso in base alla qualità del cibo; mostrare i piatti da vicino può convincerli.`,
      },
      approach: {
        craft:
          'Iniziate con primi piani dei piatti come vengono serviti e dei loro ingredienti e mettete le parole del sito nella prima riga. Confrontate con un annuncio che inizia dal prezzo.',
      },
    },
    shops: {
      tradeClaim: {
        craft: (b) =>
          `${b}: in questo settore i clienti scelgono spesso in base alla qualità che si vede; mostrare i prodotti da vicino può convincerli.`,
      },
      approach: {
        craft:
          'Iniziate con primi piani dei prodotti e dei loro materiali e mettete le parole del sito nella prima riga. Confrontate con un annuncio che inizia dal prezzo.',
      },
    },
    travel: {
      tradeClaim: {
        outcome: (b) =>
          `${b}: in questo settore i clienti comprano l’esperienza più che la prenotazione; mostrare quell’esperienza può convincerli.`,
      },
      approach: {
        craft:
          'Iniziate con immagini delle camere e del luogo nella luce migliore e mettete le parole del sito nella prima riga. Confrontate con un annuncio che inizia dal prezzo.',
      },
    },
  },
};
