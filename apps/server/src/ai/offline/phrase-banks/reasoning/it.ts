import { lowerFirst } from '../../format';
import type { ReasoningPhrases } from './types';

export const IT: ReasoningPhrases = {
  language: 'it',
  quotes: ['«', '»'],
  innerQuotes: ['“', '”'],
  tests: (quote) => `Questa campagna mette alla prova l’ipotesi: ${quote}.`,
  objective: {
    OUTCOME_SALES: {
      metrics:
        'Gli indicatori di successo dell’ipotesi contano gli acquisti, quindi la campagna è ottimizzata per le vendite.',
      chosen:
        'La campagna è ottimizzata per le vendite: un’attività che vende online si giudica dagli acquisti.',
    },
    LEAD_GENERATION: {
      metrics:
        'Gli indicatori di successo dell’ipotesi contano richieste e prenotazioni, quindi la campagna è ottimizzata per i contatti.',
      chosen:
        'La campagna è ottimizzata per i contatti: un’attività che non vende sul proprio sito si giudica dalle richieste e dalle prenotazioni.',
    },
    TRAFFIC: {
      metrics:
        'Gli indicatori di successo dell’ipotesi contano le visite al sito, quindi la campagna è ottimizzata per il traffico.',
      chosen:
        'La campagna è ottimizzata per le visite al sito: lì non si può ordinare, ma si scopre che cosa offre l’attività.',
    },
    AWARENESS: {
      metrics:
        'Gli indicatori di successo dell’ipotesi contano copertura e ricordo, quindi la campagna è ottimizzata per la notorietà.',
      chosen:
        'La campagna è ottimizzata per la notorietà: le persone devono conoscere l’attività prima di averne bisogno.',
    },
    ENGAGEMENT: {
      metrics:
        'Gli indicatori di successo dell’ipotesi contano le reazioni ai post, quindi la campagna è ottimizzata per l’interazione.',
      chosen:
        'La campagna è ottimizzata per l’interazione: le reazioni ai post mostrano quale messaggio arriva alle persone.',
    },
  },
  watch: (metrics) => `Gli indicatori da seguire: ${metrics}`,
  shows: (list) => `Gli annunci mostreranno: ${list}.`,
  budgetSplit: 'È diviso in parti uguali tra i gruppi di inserzioni.',
  budget: ({ amount, code, from, share }) =>
    from === null
      ? `Il budget giornaliero della campagna è quello dell’ipotesi: ${amount}, nella valuta dell’account pubblicitario (${code}).`
      : share === null
        ? `Il budget giornaliero della campagna è di ${amount} nella valuta dell’account pubblicitario (${code}): i ${from} dell’ipotesi, convertiti e arrotondati.`
        : `Il budget giornaliero della campagna è di ${amount} nella valuta dell’account pubblicitario (${code}): il ${share} dei ${from} dell’ipotesi, perché questi risultati costano meno di un acquisto o di una richiesta.`,
  broad: {
    default: 'Questo gruppo di inserzioni porta l’ipotesi davanti a nuovi clienti.',
    families: {
      shops:
        'Questo gruppo di inserzioni porta l’ipotesi davanti a persone che qui non hanno ancora comprato.',
      food_drink: 'Questo gruppo di inserzioni porta l’ipotesi davanti a persone che scelgono dove mangiare.',
      beauty_fitness:
        'Questo gruppo di inserzioni porta l’ipotesi davanti a persone che cercano il prossimo appuntamento.',
      health:
        'Questo gruppo di inserzioni porta l’ipotesi davanti a persone che cercano cure di cui fidarsi.',
      home_repairs:
        'Questo gruppo di inserzioni porta l’ipotesi davanti a persone che hanno un lavoro da affidare a un artigiano.',
      learning:
        'Questo gruppo di inserzioni porta l’ipotesi davanti a persone pronte a imparare qualcosa di nuovo.',
      travel:
        'Questo gruppo di inserzioni porta l’ipotesi davanti a viaggiatori che preparano il prossimo viaggio.',
      animals:
        'Questo gruppo di inserzioni porta l’ipotesi davanti a persone che si prendono cura di animali.',
      professional:
        'Questo gruppo di inserzioni porta l’ipotesi davanti ad aziende che cercano un aiuto esterno.',
    },
  },
  focus: {
    named: (list) => `In primo piano c’è anzitutto l’offerta che l’ipotesi nomina: ${list}.`,
    main: (list) =>
      `In primo piano ci sono le offerte principali, quelle per cui vengono i nuovi clienti: ${list}.`,
    entry: (list) =>
      `Mostra le altre offerte principali, le meno care per prime, le più facili da accettare dal telefono: ${list}.`,
    rest: (list) => `Mostra le altre offerte, così che i due gruppi insieme coprano tutta la gamma: ${list}.`,
    same: (list) => `Mostra le stesse offerte del gruppo ampio, così che cambi solo il pubblico: ${list}.`,
  },
  leadsAll: {
    services: 'In primo piano ci sono i servizi nel loro insieme.',
    products: 'In primo piano c’è tutta la gamma.',
  },
  cost: {
    OUTCOME_SALES: 'Il costo per acquisto',
    LEAD_GENERATION: 'Il costo per contatto',
    TRAFFIC: 'Il costo per visita alla pagina',
    AWARENESS: 'Il costo per mille persone raggiunte',
    ENGAGEMENT: 'Il costo per interazione',
  },
  test: (cost, angle) => `${cost} mostra se il messaggio ${angle} porta clienti.`,
  contrast:
    'Questo gruppo di inserzioni è un pubblico di confronto con quello ampio: persone tra i 25 e i 54 anni che scorrono Instagram sul telefono.',
  holds: (cost) =>
    `Se ${lowerFirst(cost)} qui è più basso che nel gruppo ampio, l’ipotesi vale soprattutto per queste persone.`,
  targeting: {
    around: ({ city, radius, countries }) => `a ${city} e dintorni (${radius}), ${countries}`,
    country: (countries) => `in tutto il paese (${countries})`,
    open: 'nel paese che sceglierai',
    broad: ({ place, min, max }) =>
      `Persone tra i ${min} e i ${max} anni ${place}, nei post e nelle storie di Facebook e Instagram; il testo dell’annuncio porta l’ipotesi.`,
    mobile: ({ place, min, max, audience }) =>
      `Instagram da mobile ${place}, tra i ${min} e i ${max} anni${audience ? `, con interessi come ${audience}` : ''}, tra post, storie e Reels, dove l’immagine fa il lavoro.`,
  },
  structure: {
    benefit: 'Struttura: gancio → vantaggio → offerta → invito all’azione.',
    proof: 'Struttura: prova → vantaggio → invito all’azione.',
    offer: 'Struttura: offerta → prodotto e prezzo → invito all’azione.',
    place: 'Struttura: offerta e luogo → vantaggio → invito all’azione.',
  },
  picture: {
    default: 'Immagine: l’offerta da vicino, come la riceve il cliente.',
    families: {
      shops: 'Immagine: il prodotto da vicino, come il cliente lo tira fuori dalla scatola.',
      food_drink: 'Immagine: il piatto come viene servito, alla luce del giorno.',
      beauty_fitness: 'Immagine: il risultato su una vera cliente, da vicino.',
      health: 'Immagine: lo studio e le persone che curano, in un ambiente calmo e luminoso.',
      home_repairs: 'Immagine: il lavoro finito, oppure il lavoro in corso.',
      learning: 'Immagine: una lezione in corso, l’insegnante accanto all’allievo.',
      travel: 'Immagine: il luogo stesso, nella sua luce migliore.',
      animals: 'Immagine: un animale affidato all’attività, tranquillo.',
      professional: 'Immagine: le persone dietro il servizio, al lavoro.',
    },
  },
  offering: (name) => `Offerta mostrata: ${name}.`,
  opens: (quote) => `Il testo si apre con: ${quote}.`,
};
