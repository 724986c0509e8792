import { lowerFirst } from '../../format';
import type { ReasoningPhrases } from './types';

/** French: a space before the colon, guillemets with their spaces. */
export const FR: ReasoningPhrases = {
  language: 'fr',
  quotes: ['« ', ' »'],
  innerQuotes: ['“', '”'],
  tests: (quote) => `Cette campagne teste l’hypothèse suivante : ${quote}.`,
  objective: {
    OUTCOME_SALES: {
      metrics:
        'Les indicateurs de réussite de l’hypothèse comptent des achats : la campagne est donc optimisée pour les ventes.',
      chosen:
        'La campagne est optimisée pour les ventes : c’est aux achats que l’on juge une entreprise qui vend en ligne.',
    },
    LEAD_GENERATION: {
      metrics:
        'Les indicateurs de réussite de l’hypothèse comptent des demandes et des réservations : la campagne est donc optimisée pour les prospects.',
      chosen:
        'La campagne est optimisée pour les prospects : une entreprise qui ne vend pas sur son site se juge aux demandes et aux réservations.',
    },
    TRAFFIC: {
      metrics:
        'Les indicateurs de réussite de l’hypothèse comptent des visites du site : la campagne est donc optimisée pour le trafic.',
      chosen:
        'La campagne est optimisée pour les visites du site : on ne peut pas y commander, mais on y découvre ce que propose l’entreprise.',
    },
    AWARENESS: {
      metrics:
        'Les indicateurs de réussite de l’hypothèse comptent la portée et la mémorisation : la campagne est donc optimisée pour la notoriété.',
      chosen:
        'La campagne est optimisée pour la notoriété : les gens doivent connaître l’entreprise avant d’en avoir besoin.',
    },
    ENGAGEMENT: {
      metrics:
        'Les indicateurs de réussite de l’hypothèse comptent les réactions aux publications : la campagne est donc optimisée pour l’interaction.',
      chosen:
        'La campagne est optimisée pour l’interaction : les réactions aux publications montrent quel message touche les gens.',
    },
  },
  watch: (metrics) => `Les indicateurs à suivre : ${metrics}`,
  shows: (list) => `Les annonces présenteront : ${list}.`,
  budgetSplit: 'Il est partagé à parts égales entre les ensembles de publicités.',
  budget: ({ amount, code, from, share }) =>
    from === null
      ? `Le budget quotidien de la campagne est celui de l’hypothèse : ${amount}, dans la devise du compte publicitaire (${code}).`
      : share === null
        ? `Le budget quotidien de la campagne est de ${amount} dans la devise du compte publicitaire (${code}) : les ${from} de l’hypothèse, convertis et arrondis.`
        : `Le budget quotidien de la campagne est de ${amount} dans la devise du compte publicitaire (${code}) : ${share} des ${from} de l’hypothèse, car ces résultats coûtent moins cher qu’un achat ou une demande.`,
  broad: {
    default: 'Cet ensemble de publicités présente l’hypothèse à de nouveaux clients.',
    families: {
      shops:
        'Cet ensemble de publicités présente l’hypothèse à des personnes qui n’ont encore jamais acheté ici.',
      food_drink:
        'Cet ensemble de publicités présente l’hypothèse à des personnes qui choisissent où manger.',
      beauty_fitness:
        'Cet ensemble de publicités présente l’hypothèse à des personnes qui cherchent leur prochain rendez-vous.',
      health:
        'Cet ensemble de publicités présente l’hypothèse à des personnes qui cherchent des soins de confiance.',
      home_repairs:
        'Cet ensemble de publicités présente l’hypothèse à des personnes qui ont des travaux à faire.',
      learning:
        'Cet ensemble de publicités présente l’hypothèse à des personnes prêtes à apprendre quelque chose de nouveau.',
      travel:
        'Cet ensemble de publicités présente l’hypothèse à des voyageurs qui préparent leur prochain séjour.',
      animals: 'Cet ensemble de publicités présente l’hypothèse à des personnes qui prennent soin d’animaux.',
      professional:
        'Cet ensemble de publicités présente l’hypothèse à des entreprises qui cherchent une aide extérieure.',
    },
  },
  focus: {
    named: (list) => `Il met d’abord en avant l’offre que nomme l’hypothèse : ${list}.`,
    main: (list) =>
      `Il met en avant les offres principales, celles pour lesquelles viennent les nouveaux clients : ${list}.`,
    entry: (list) =>
      `Il présente les autres offres principales, les moins chères d’abord, les plus faciles à accepter sur un téléphone : ${list}.`,
    rest: (list) =>
      `Il présente les autres offres, pour que les deux ensembles couvrent ensemble toute la gamme : ${list}.`,
    same: (list) =>
      `Il présente les mêmes offres que l’ensemble large, pour que seul le public change : ${list}.`,
  },
  leadsAll: {
    services: 'Il met en avant l’ensemble des prestations.',
    products: 'Il met en avant toute la gamme.',
  },
  cost: {
    OUTCOME_SALES: 'Le coût par achat',
    LEAD_GENERATION: 'Le coût par prospect',
    TRAFFIC: 'Le coût par visite de la page',
    AWARENESS: 'Le coût pour mille personnes touchées',
    ENGAGEMENT: 'Le coût par interaction',
  },
  test: (cost, angle) => `${cost} montre si le message ${angle} amène des clients.`,
  contrast:
    'Cet ensemble de publicités est un public de comparaison face au public large : des personnes de 25 à 54 ans qui parcourent Instagram sur leur téléphone.',
  holds: (cost) =>
    `Si ${lowerFirst(cost)} est plus bas ici que dans l’ensemble large, l’hypothèse vaut surtout pour ces personnes.`,
  targeting: {
    around: ({ city, radius, countries }) => `à ${city} et dans les environs (${radius}), ${countries}`,
    country: (countries) => `dans tout le pays (${countries})`,
    open: 'dans le pays de votre choix',
    broad: ({ place, min, max }) =>
      `Personnes de ${min} à ${max} ans ${place}, dans le fil d’actualité et les Stories de Facebook et d’Instagram ; le texte de l’annonce porte l’hypothèse.`,
    mobile: ({ place, min, max, audience }) =>
      `Instagram sur mobile ${place}, de ${min} à ${max} ans${audience ? `, centres d’intérêt proches de ${audience}` : ''}, dans le fil, les Stories et les Reels, où l’image fait le travail.`,
  },
  structure: {
    benefit: 'Structure : accroche → bénéfice → offre → appel à l’action.',
    proof: 'Structure : preuve → bénéfice → appel à l’action.',
    offer: 'Structure : offre → produit et prix → appel à l’action.',
    place: 'Structure : offre et lieu → bénéfice → appel à l’action.',
  },
  picture: {
    default: 'Image : l’offre en gros plan, telle que le client la reçoit.',
    families: {
      shops: 'Image : le produit en gros plan, tel que le client le déballe.',
      food_drink: 'Image : le plat tel qu’il est servi, à la lumière du jour.',
      beauty_fitness: 'Image : le résultat sur une vraie cliente, en gros plan.',
      health: 'Image : le cabinet et les personnes qui soignent, dans un cadre calme et lumineux.',
      home_repairs: 'Image : le travail terminé, ou le chantier en cours.',
      learning: 'Image : un cours en train de se dérouler, l’enseignant à côté de l’élève.',
      travel: 'Image : le lieu lui-même, sous son meilleur jour.',
      animals: 'Image : un animal confié à l’entreprise, détendu.',
      professional: 'Image : les personnes derrière le service, au travail.',
    },
  },
  offering: (name) => `Offre présentée : ${name}.`,
  opens: (quote) => `Le texte commence par : ${quote}.`,
};
