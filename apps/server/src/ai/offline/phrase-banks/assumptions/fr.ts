import type { AssumptionPhrases } from './types';

export const FR: AssumptionPhrases = {
  language: 'fr',
  quotes: ['« ', ' »'],
  claim: {
    craft: (b, q) =>
      `${b} : les clients le choisissent pour un travail soigné et de bons matériaux, et acceptent de payer plus. Le site dit : ${q}.`,
    convenience: (b, q) =>
      `${b} : les clients le choisissent parce qu’il leur fait gagner du temps et de la peine. Le site dit : ${q}.`,
    value: (b, q) =>
      `${b} : les clients achètent ici parce que le prix est clair et juste pour ce qu’ils reçoivent. Le site dit : ${q}.`,
    expertise: (b, q) =>
      `${b} : les clients font confiance parce que les personnes derrière connaissent leur métier. Le site dit : ${q}.`,
    local: (b, q) =>
      `${b} : les clients le choisissent parce qu’il est tout près et fait partie de leur quartier. Le site dit : ${q}.`,
    personal: (b, q) =>
      `${b} : les clients viennent pour quelque chose de fait ou d’adapté pour eux seuls. Le site dit : ${q}.`,
    social: (b, q) =>
      `${b} : les gens le choisissent parce que d’autres le font déjà et en disent du bien. Le site dit : ${q}.`,
    outcome: (b, q) =>
      `${b} : les clients viennent pour le résultat qu’ils verront et ressentiront ensuite. Le site dit : ${q}.`,
    design: (b, q) =>
      `${b} : les clients le choisissent pour son style ; ce qu’ils achètent dit quelque chose d’eux. Le site dit : ${q}.`,
    sustainability: (b, q) =>
      `${b} : les clients tiennent à la façon dont les choses sont faites et à ce qu’elles laissent derrière elles. Le site dit : ${q}.`,
    gifting: (b, q) =>
      `${b} : beaucoup de clients achètent ici pour offrir quelque chose à quelqu’un. Le site dit : ${q}.`,
    range: (b, q) =>
      `${b} : les clients viennent pour le choix et trouvent plus d’une chose qui leur plaît. Le site dit : ${q}.`,
  },
  tradeClaim: {
    craft: (b) =>
      `${b} : dans ce métier, les clients choisissent souvent sur la qualité visible ; des gros plans du travail peuvent les convaincre.`,
    convenience: (b) =>
      `${b} : dans ce métier, les clients choisissent souvent celui qui leur simplifie la vie ; un moyen rapide et simple d’acheter ou de réserver peut les convaincre.`,
    value: (b) =>
      `${b} : dans ce métier, les clients comparent souvent les prix d’abord ; un prix clair ou une offre peut les convaincre.`,
    expertise: (b) =>
      `${b} : dans ce métier, les clients veulent savoir qu’ils sont entre de bonnes mains ; montrer qui fait le travail peut les convaincre.`,
    local: (b) =>
      `${b} : dans ce métier, les clients choisissent souvent ce qui est proche ; les gens qui vivent ou travaillent à côté sont les premiers clients.`,
    personal: (b) =>
      `${b} : dans ce métier, les clients veulent être écoutés ; montrer comment chaque demande est prise en compte peut les convaincre.`,
    social: (b) =>
      `${b} : dans ce métier, les clients suivent souvent l’avis des autres ; les mots de clients satisfaits peuvent les convaincre.`,
    outcome: (b) =>
      `${b} : dans ce métier, les clients achètent le résultat plus que le travail lui-même ; montrer ce résultat peut les convaincre.`,
    design: (b) =>
      `${b} : dans ce métier, les clients choisissent souvent sur l’allure et le style ; des images qui le montrent peuvent les convaincre.`,
    sustainability: (b) =>
      `${b} : dans ce métier, certains clients tiennent à la façon dont les choses sont faites ; montrer les matériaux et les méthodes peut les convaincre.`,
    gifting: (b) =>
      `${b} : dans ce métier, les clients achètent souvent pour quelqu’un d’autre ; on les touche le mieux avant les fêtes et les grandes occasions.`,
    range: (b) =>
      `${b} : dans ce métier, les clients aiment comparer avant de choisir ; montrer l’offre côte à côte peut les convaincre.`,
  },
  fromTrade: (family) => (family ? `D’après votre métier (${family}) — ` : 'D’après votre métier — '),
  families: {
    shops: 'Commerces',
    food_drink: 'Restauration',
    beauty_fitness: 'Beauté et forme',
    health: 'Santé',
    home_repairs: 'Maison et travaux',
    learning: 'Formation',
    travel: 'Voyage',
    animals: 'Soins des animaux',
    professional: 'Services aux clients',
  },
  approach: {
    craft:
      'Commencez par des gros plans du travail fini et des matériaux, et mettez les mots du site dans la première ligne. Comparez avec une annonce qui commence par le prix.',
    convenience:
      'Faites de la rapidité et de la simplicité le titre, montrez les quelques étapes entre l’annonce et le résultat et envoyez les gens directement sur la page où ils peuvent agir.',
    value:
      'Mettez le prix ou l’offre dans la première ligne et dans le titre, et testez contre une annonce qui commence par la qualité.',
    expertise:
      'Construisez les annonces autour des personnes et de leur expérience, avec une photo au travail et une invitation directe à prendre contact.',
    local:
      'Ciblez une petite zone autour de l’adresse, nommez le lieu dans le titre et montrez les personnes et le lieu. Comparez avec la même annonce diffusée dans tout le pays.',
    personal:
      'Montrez comment chaque demande est écoutée et le résultat adapté, et invitez les gens à faire leur propre demande dans l’annonce.',
    social:
      'Mettez les mots des clients dans la première ligne de l’annonce, avec une vraie photo de client si le site en a.',
    outcome:
      'Ouvrez l’annonce sur le résultat, montré dans une image claire, puis l’offre et une invitation directe. Comparez avec une annonce sur le déroulement.',
    design:
      'Montrez les pièces ou le lieu sous leur meilleur jour, tels que le client les utiliserait, avec peu de mots et un titre clair.',
    sustainability:
      'Montrez les matériaux et la fabrication, gardez un texte factuel et adressez-vous aux gens qui cherchent des produits durables.',
    gifting:
      'Diffusez des annonces pour ceux qui offrent avant les fêtes et les grandes occasions, avec un texte qui parle à celui qui offre.',
    range:
      'Utilisez un carrousel des offres principales, une carte par offre avec son prix, chacune menant à sa propre page.',
  },
  feature: (offering) => `Offre à mettre en avant : ${offering}.`,
  area: (place) => `Zone à cibler : ${place}.`,
  metrics: {
    craft: (r) =>
      `Taux de clic des annonces sur la qualité au moins 20 % au-dessus de l’annonce sur le prix ; coût par ${r} sur les 14 premiers jours.`,
    convenience: (r) =>
      `Part des visites qui finissent en ${r} ; délai entre le premier clic et la décision ; coût par ${r} face à une annonce générale.`,
    value: (r) =>
      `Part des clics qui finissent en ${r} ; coût par ${r} plus bas que celui de l’annonce sur la qualité.`,
    expertise: (r) =>
      `Coût par ${r} face à une annonce sur l’offre ; commentaires qui parlent de confiance ou d’expérience.`,
    local: (r) =>
      `Coût par ${r} dans la zone au moins 25 % sous celui de l’annonce nationale ; appels et visites du quartier.`,
    personal: (r) =>
      `Nombre de demandes venues des annonces ; coût par ${r} ; part des demandes qui deviennent une vente.`,
    social: (r) => `Taux de clic face à une annonce sans les mots des clients ; coût par ${r}.`,
    outcome: (r) =>
      `Taux de clic face à l’annonce sur le déroulement ; coût par ${r} ; enregistrements et partages de l’image du résultat.`,
    design: (r) =>
      `Taux de clic et enregistrements des images de style ; coût par ${r} face à une annonce simple.`,
    sustainability: (r) => `Taux de clic chez les gens attentifs à l’environnement ; coût par ${r}.`,
    gifting: (r) =>
      `Coût par ${r} dans les semaines avant les fêtes ; part des commandes offertes en cadeau.`,
    range: (r) =>
      `Taux de clic par carte du carrousel ; coût par ${r} ; un deuxième achat dans les 30 jours.`,
  },
  results: {
    default: 'résultat',
    shops: 'commande',
    food_drink: 'réservation ou commande',
    beauty_fitness: 'réservation',
    health: 'rendez-vous',
    home_repairs: 'demande de devis',
    learning: 'inscription',
    travel: 'réservation',
    animals: 'réservation',
    professional: 'demande',
  },
  impactBasis: {
    craft: 'une qualité visible justifie le prix et se montre bien en image',
    convenience: 'moins d’effort raccourcit le chemin entre l’annonce et le résultat',
    value: 'un prix clair ou une offre répond à la première question d’un acheteur',
    expertise: 'la confiance est ce qui manque le plus à un nouveau client',
    local: 'les gens proches deviennent clients plus facilement, mais le public est petit',
    personal: 'le sur-mesure gagne ceux qui ne se sont pas sentis écoutés ailleurs',
    social: 'les mots des autres clients convainquent plus que ceux de l’entreprise',
    outcome: 'les gens achètent le résultat, et une image de celui-ci arrête le regard',
    design: 'le style se vend au premier regard, mais seulement à ceux qui partagent ce goût',
    sustainability: 'cela compte beaucoup pour une partie du public seulement',
    gifting: 'les cadeaux s’achètent surtout à certaines périodes',
    range: 'le choix aide à trouver ce qui convient mais reste une raison plus faible à lui seul',
  },
  weight: {
    once: 'le site le dit une fois',
    twice: 'le site le dit sur deux pages',
    often: 'le site le dit plusieurs fois',
    many: 'le site le dit sur beaucoup de pages',
    trade: 'le site ne le dit pas, donc à tester avant de dépenser beaucoup',
  },
  withPrices: 'avec des prix à montrer',
  impact: (score, basis, weight) => `Impact ${score}/10 : ${basis} ; ${weight}.`,
  scaled: (score) => `Ajusté selon l’impact (${score}/10).`,
  budget: ({ budget, local, price, range, lead, held }) =>
    `Budget proposé : ${budget} par jour${local ? ` (environ ${local})` : ''}. Base : environ trois ${lead ? 'réservations ou demandes' : 'achats'} par jour, chaque résultat coûtant environ un tiers de ${price}${
      held === 'capped'
        ? ' ; gardé à ce montant jusqu’à ce que les annonces montrent ce qui marche'
        : held === 'floor'
          ? ' ; le minimum pour que les annonces aient assez de résultats pour apprendre'
          : ''
    } (prix : ${range}).`,
  forFamily: {
    food_drink: {
      tradeClaim: {
        craft: (b) =>
          `${b} : dans ce métier, les clients choisissent souvent sur la qualité de la cuisine ; des gros plans des plats peuvent les convaincre.`,
      },
      approach: {
        craft:
          'Commencez par des gros plans des plats tels qu’ils sont servis et de leurs ingrédients, et mettez les mots du site dans la première ligne. Comparez avec une annonce qui commence par le prix.',
      },
    },
    shops: {
      tradeClaim: {
        craft: (b) =>
          `${b} : dans ce métier, les clients choisissent souvent sur la qualité visible ; des gros plans des produits peuvent les convaincre.`,
      },
      approach: {
        craft:
          'Commencez par des gros plans des produits et de leurs matériaux, et mettez les mots du site dans la première ligne. Comparez avec une annonce qui commence par le prix.',
      },
    },
    travel: {
      tradeClaim: {
        outcome: (b) =>
          `${b} : dans ce métier, les clients achètent l’expérience plus que la réservation elle-même ; montrer cette expérience peut les convaincre.`,
      },
      approach: {
        craft:
          'Commencez par des images des chambres et du lieu sous leur meilleur jour, et mettez les mots du site dans la première ligne. Comparez avec une annonce qui commence par le prix.',
      },
    },
  },
};
