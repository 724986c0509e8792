import { lowerFirst } from '../../format';
import type { ReasoningPhrases } from './types';

export const EN: ReasoningPhrases = {
  language: 'en',
  quotes: ['“', '”'],
  innerQuotes: ['‘', '’'],
  tests: (quote) => `This campaign tests the assumption: ${quote}.`,
  objective: {
    OUTCOME_SALES: {
      metrics: 'The assumption’s success metrics count purchases, so the campaign optimises for sales.',
      chosen: 'The campaign optimises for sales: a business selling online is judged by its purchases.',
    },
    LEAD_GENERATION: {
      metrics:
        'The assumption’s success metrics count enquiries and bookings, so the campaign optimises for leads.',
      chosen:
        'The campaign optimises for leads: a business that takes no orders on its site is judged by its enquiries and bookings.',
    },
    TRAFFIC: {
      metrics:
        'The assumption’s success metrics count visits to the site, so the campaign optimises for traffic.',
      chosen:
        'The campaign optimises for visits to the site: customers cannot order there, but they find out what the business offers.',
    },
    AWARENESS: {
      metrics:
        'The assumption’s success metrics count reach and recall, so the campaign optimises for awareness.',
      chosen: 'The campaign optimises for awareness: people should know the business before they need it.',
    },
    ENGAGEMENT: {
      metrics:
        'The assumption’s success metrics count reactions to the posts, so the campaign optimises for engagement.',
      chosen:
        'The campaign optimises for engagement: reactions to the posts show which message people answer.',
    },
  },
  watch: (metrics) => `The metrics to watch: ${metrics}`,
  shows: (list) => `The ads will show: ${list}.`,
  budgetSplit: 'The daily budget is split equally between the ad sets.',
  budget: ({ amount, code, from, share }) =>
    from === null
      ? `The campaign spends the assumption’s ${amount} a day, in the ad account’s currency (${code}).`
      : share === null
        ? `The campaign spends ${amount} a day in the ad account’s currency (${code}): the assumption’s ${from}, converted and rounded.`
        : `The campaign spends ${amount} a day in the ad account’s currency (${code}): ${share} of the assumption’s ${from}, as these results cost less than a purchase or a lead.`,
  broad: {
    default: 'This ad set puts the assumption in front of new customers.',
    families: {
      shops: 'This ad set puts the assumption in front of shoppers who have not bought here yet.',
      food_drink: 'This ad set puts the assumption in front of people choosing where to eat.',
      beauty_fitness:
        'This ad set puts the assumption in front of people looking for their next appointment.',
      health: 'This ad set puts the assumption in front of people looking for care they can trust.',
      home_repairs: 'This ad set puts the assumption in front of people with a job that needs doing.',
      learning: 'This ad set puts the assumption in front of people ready to learn something new.',
      travel: 'This ad set puts the assumption in front of travellers planning their next trip.',
      animals: 'This ad set puts the assumption in front of people who look after animals.',
      professional: 'This ad set puts the assumption in front of businesses looking for outside help.',
    },
  },
  focus: {
    named: (list) => `It leads with the offering the assumption names first: ${list}.`,
    main: (list) => `It leads with the main offerings, those new customers come for: ${list}.`,
    entry: (list) =>
      `It shows the other main offerings, the lowest-priced first, the easiest to say yes to on a phone: ${list}.`,
    rest: (list) =>
      `It shows the other offerings, so that the two ad sets together cover the range: ${list}.`,
    same: (list) =>
      `It shows the same offerings as the broad ad set, so that only the audience differs: ${list}.`,
  },
  leadsAll: {
    services: 'It leads with the services as a whole.',
    products: 'It leads with the range as a whole.',
  },
  cost: {
    OUTCOME_SALES: 'The cost per purchase',
    LEAD_GENERATION: 'The cost per lead',
    TRAFFIC: 'The cost per landing page view',
    AWARENESS: 'The cost per thousand people reached',
    ENGAGEMENT: 'The cost per engagement',
  },
  test: (cost, angle) => `${cost} shows whether the message ${angle} brings customers.`,
  contrast:
    'This ad set is a contrasting audience to compare with the broad one: people aged 25–54 scrolling Instagram on their phones.',
  holds: (cost) =>
    `If ${lowerFirst(cost)} is lower here than in the broad ad set, the assumption holds most for these people.`,
  targeting: {
    around: ({ city, radius, countries }) => `in and around ${city} (${radius}), ${countries}`,
    country: (countries) => `in the whole country (${countries})`,
    open: 'in the country you choose',
    broad: ({ place, min, max }) =>
      `People aged ${min}–${max} ${place}, in the Facebook and Instagram feeds and stories; the ad copy carries the assumption.`,
    mobile: ({ place, min, max, audience }) =>
      `Instagram on mobile ${place}, ages ${min}–${max}${audience ? `, interests matching ${audience}` : ''}, in the feed, stories and Reels, where the picture does the work.`,
  },
  structure: {
    benefit: 'Structure: hook → benefit → offer → call to action.',
    proof: 'Structure: proof → benefit → call to action.',
    offer: 'Structure: offer → product and price → call to action.',
    place: 'Structure: offering and place → benefit → call to action.',
  },
  picture: {
    default: 'Picture: the offering close up, as the customer will get it.',
    families: {
      shops: 'Picture: the product close up, as the customer will unpack it.',
      food_drink: 'Picture: the dish as it is served, in daylight.',
      beauty_fitness: 'Picture: the result on a real client, close up.',
      health: 'Picture: the practice and the people who treat, calm and bright.',
      home_repairs: 'Picture: the finished job, or the work in progress.',
      learning: 'Picture: a lesson in progress, the teacher beside the learner.',
      travel: 'Picture: the place itself, in its best light.',
      animals: 'Picture: an animal in the care of the business, relaxed.',
      professional: 'Picture: the people behind the service, at work.',
    },
  },
  offering: (name) => `Offering shown: ${name}.`,
  opens: (quote) => `The text opens with: ${quote}.`,
};
