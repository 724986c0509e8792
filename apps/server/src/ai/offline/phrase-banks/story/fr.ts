import type { StoryPhrases } from './types';

/** French: a no-break space inside « » and before a colon; the town in brackets (never "à Le Havre"). */
export const FR: StoryPhrases = {
  language: 'fr',
  quotes: ['«\u00a0', '\u00a0»'],
  trades: {
    retail_shop: 'une boutique',
    food_producer: 'un producteur alimentaire',
    restaurant: 'un restaurant',
    cafe_bakery: 'un café-boulangerie',
    hair_salon: 'un salon de coiffure',
    beauty_salon: 'un institut de beauté',
    fitness_studio: 'un studio de fitness',
    dental_clinic: 'un cabinet dentaire',
    therapy_health: 'un cabinet de thérapie et de santé',
    trades_repair: 'une entreprise de réparation',
    driving_school: 'une auto-école',
    education_training: 'un organisme de formation',
    lodging: 'un hébergement',
    tours_activities: 'un organisateur d’excursions et d’activités',
    pet_services: 'un service de soins pour animaux',
    professional_services: 'une entreprise de services professionnels',
    creative_services: 'un studio de création',
  },
  business: 'une entreprise',
  is: (name, what, city) => `${name} est ${what}${city ? ` (${city})` : ''}.`,
  ownWords: (quote) => `Comme nous le disons nous-mêmes\u00a0: «\u00a0${quote}\u00a0».`,
  based: (name, city) =>
    /^(?:Le|La|Les|L['’])/u.test(city)
      ? `Où nous trouver\u00a0: ${city}.`
      : `Nous vous accueillons à ${city}.`,
  serves: (audience) => `Nous accueillons ${audience}.`,
  need: {
    shops: 'Trouver exactement le bon article à un prix juste peut prendre du temps.',
    food_drink: 'Quand on sort manger, on veut une bonne cuisine et un accueil chaleureux.',
    beauty_fitness: 'Trouver un lieu de confiance pour prendre soin de soi n’est pas toujours simple.',
    health: 'Quand il s’agit de santé, on a besoin de quelqu’un qui prend le temps d’écouter.',
    home_repairs: 'Quand quelque chose doit être réparé, on veut un travail soigné et sans longue attente.',
    learning: 'On apprend mieux avec quelqu’un qui explique clairement et avec patience.',
    travel: 'Un bon voyage commence par un lieu sur lequel on peut compter.',
    animals: 'Les animaux ont besoin des soins de personnes qui les connaissent bien.',
    professional: 'La bonne aide d’un expert, au bon moment, fait gagner du temps et de l’argent.',
  },
  offers: {
    services: 'Nos prestations\u00a0:',
    products: 'Notre gamme\u00a0:',
    mixed: 'Notre offre\u00a0:',
    menu: 'À la carte\u00a0:',
  },
  and: 'et',
  customers: 'Avis client',
  since: (year) => `À votre service depuis ${year}.`,
  counts: (list) => `En chiffres\u00a0: ${list}.`,
  hours: "Heures d'ouverture\u00a0:",
  offer: (quote) => `Notre offre du moment\u00a0: «\u00a0${quote}\u00a0».`,
  actions: {
    book: {
      default: 'Vous pouvez prendre rendez-vous directement auprès de nous.',
      families: {
        travel: 'Vous pouvez réserver votre séjour directement auprès de nous.',
        food_drink: 'Vous pouvez réserver votre table directement auprès de nous.',
        learning: 'Vous pouvez réserver votre place directement auprès de nous.',
      },
    },
    buy_online: 'Vous pouvez commander dans notre boutique en ligne.',
    visit: 'Nous serons heureux de vous accueillir sur place.',
    call: 'Vous pouvez aussi nous joindre par téléphone.',
  },
  closing: {
    default: 'Au plaisir d’échanger avec vous.',
    families: {
      food_drink: 'Au plaisir de vous accueillir.',
      travel: 'Au plaisir de vous accueillir.',
      shops: 'Au plaisir de recevoir votre commande.',
    },
  },
};
