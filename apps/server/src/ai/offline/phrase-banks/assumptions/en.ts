import { TRADE_FAMILY_LABELS } from '@adsmith/domain/profile/trades';
import type { AssumptionPhrases } from './types';

export const EN: AssumptionPhrases = {
  language: 'en',
  quotes: ['“', '”'],
  claim: {
    craft: (b, q) =>
      `Customers choose ${b} for careful work and good materials, and will pay more for it. The site says: ${q}.`,
    convenience: (b, q) => `Customers pick ${b} because it saves them time and effort. The site says: ${q}.`,
    value: (b, q) =>
      `Customers buy from ${b} because the price is clear and fair for what they get. The site says: ${q}.`,
    expertise: (b, q) =>
      `Customers trust ${b} because the people behind it know their work. The site says: ${q}.`,
    local: (b, q) =>
      `Customers choose ${b} because it is close by and part of their area. The site says: ${q}.`,
    personal: (b, q) =>
      `Customers come to ${b} for something made or adapted for them alone. The site says: ${q}.`,
    social: (b, q) =>
      `People choose ${b} because others already do and speak well of it. The site says: ${q}.`,
    outcome: (b, q) =>
      `Customers come to ${b} for the result they will see and feel afterwards. The site says: ${q}.`,
    design: (b, q) =>
      `Customers choose ${b} for its style: what they buy says something about them. The site says: ${q}.`,
    sustainability: (b, q) =>
      `Customers choose ${b} because they care how things are made and what they leave behind. The site says: ${q}.`,
    gifting: (b, q) => `Many customers buy from ${b} to give something to someone else. The site says: ${q}.`,
    range: (b, q) =>
      `Customers come to ${b} for the choice and find more than one thing they want. The site lists: ${q}.`,
  },
  tradeClaim: {
    craft: (b) =>
      `Customers of this trade often choose on quality they can see; ${b} can win them by showing its work up close.`,
    convenience: (b) =>
      `Customers of this trade often choose whoever makes it easiest; ${b} can win them with a quick, simple way to buy or book.`,
    value: (b) =>
      `Customers of this trade often compare prices first; ${b} can win them with a clear price or offer.`,
    expertise: (b) =>
      `Customers of this trade want to know they are in good hands; ${b} can win them by showing who does the work.`,
    local: (b) =>
      `Customers of this trade often choose what is close by; ${b} can win the people who live or work nearby.`,
    personal: (b) =>
      `Customers of this trade want to be listened to; ${b} can win them by showing how it fits each request.`,
    social: (b) =>
      `Customers of this trade often follow what others say; ${b} can win them with the words of happy customers.`,
    outcome: (b) =>
      `Customers of this trade buy the result more than the work itself; ${b} can win them by showing that result.`,
    design: (b) =>
      `Customers of this trade often choose on looks and style; ${b} can win them with images that show it.`,
    sustainability: (b) =>
      `Some customers of this trade care how things are made; ${b} can win them by showing its materials and methods.`,
    gifting: (b) =>
      `Customers of this trade often buy for someone else; ${b} can win them before holidays and special days.`,
    range: (b) =>
      `Customers of this trade like to compare before they choose; ${b} can win them by showing what it offers side by side.`,
  },
  fromTrade: (family) => (family ? `From your trade (${family}) — ` : 'From your trade — '),
  // The owner reads the same family names on "What we learned".
  families: TRADE_FAMILY_LABELS,
  approach: {
    craft:
      'Lead with close-up images of finished work and materials and put the site’s own words in the first line. Compare it with an ad that leads with the price.',
    convenience:
      'Make speed and ease the headline, show the few steps from the ad to the result and send people straight to the page where they can act.',
    value:
      'Put the price or the offer in the first line and in the headline, and test it against an ad that leads with quality.',
    expertise:
      'Build the ads around the people and their experience, with a photo of them at work and a direct invitation to get in touch.',
    local:
      'Target a small area around the business, name the place in the headline and show the people and the place. Compare it with the same ad shown in the whole country.',
    personal:
      'Show how each request is listened to and the result made to fit, and invite people to ask for their own in the ad.',
    social:
      'Put the customers’ own words in the first line of the ad, with a real customer photo where there is one.',
    outcome:
      'Open the ad with the result people get, shown in one clear image, then the offer and a direct invitation. Compare it with an ad about the process.',
    design:
      'Show the pieces or the place in their best light, styled as the customer would use them, with few words and a clear headline.',
    sustainability:
      'Show the materials and the way things are made, keep the copy factual and speak to people who look for goods that last.',
    gifting:
      'Run ads made for gift buyers ahead of holidays and special days, with copy that speaks to the giver.',
    range:
      'Use a carousel of the main offers, one card each with its price, each card sending people to its own page.',
  },
  feature: (offering) => `Offer to feature: ${offering}.`,
  area: (place) => `Area to target: ${place}.`,
  metrics: {
    craft: (r) =>
      `Click rate of the quality ads at least 20% above the price ad; cost per ${r} over the first 14 days.`,
    convenience: (r) =>
      `Share of visits that turn into a result (${r}); time from first click to decision; cost per ${r} against a general ad.`,
    value: (r) => `Share of clicks that turn into a result (${r}); cost per ${r} below the quality ad.`,
    expertise: (r) => `Cost per ${r} against an offer ad; comments that mention trust or experience.`,
    local: (r) =>
      `Cost per ${r} in the local area at least 25% below the national ad; calls and visits from the area.`,
    personal: (r) =>
      `Number of requests from the ads; cost per ${r}; share of requests that turn into a sale.`,
    social: (r) => `Click rate against an ad without the customers’ words; cost per ${r}.`,
    outcome: (r) => `Click rate against the process ad; cost per ${r}; saves and shares of the result image.`,
    design: (r) => `Click rate and saves of the style images; cost per ${r} against a plain product ad.`,
    sustainability: (r) => `Click rate among people interested in the environment; cost per ${r}.`,
    gifting: (r) => `Cost per ${r} in the weeks before holidays; share of orders bought as gifts.`,
    range: (r) => `Click rate per carousel card; cost per ${r}; a second purchase within 30 days.`,
  },
  results: {
    default: 'result',
    shops: 'order',
    food_drink: 'reservation or order',
    beauty_fitness: 'booking',
    health: 'booking',
    home_repairs: 'enquiry',
    learning: 'sign-up',
    travel: 'booking',
    animals: 'booking',
    professional: 'enquiry',
  },
  impactBasis: {
    craft: 'quality that shows justifies the price and is easy to show in an image',
    convenience: 'less effort shortens the path from ad to result',
    value: 'a clear price or offer answers the first question a buyer asks',
    expertise: 'trust is what a first-time customer lacks most',
    local: 'people close by turn into customers more readily, but the audience is small',
    personal: 'work made to measure wins people who felt unheard elsewhere',
    social: 'other customers’ words persuade more than the business’s own',
    outcome: 'people buy the result, and an image of it stops the scroll',
    design: 'style sells on sight, but only to those who share the taste',
    sustainability: 'it matters strongly to a part of the audience only',
    gifting: 'gift buying comes in seasons',
    range: 'choice helps people find what fits but is a weaker reason on its own',
  },
  weight: {
    once: 'the site says it once',
    twice: 'the site says it on two pages',
    often: 'the site says it more than once',
    many: 'the site says it on many pages',
    trade: 'the site does not say it, so test it before spending much',
  },
  withPrices: 'with prices to show',
  impact: (score, basis, weight) => `Impact ${score}/10: ${basis}; ${weight}.`,
  scaled: (score) => `Adjusted for the impact score (${score}/10).`,
  budget: ({ budget, local, price, range, lead, held }) =>
    `Suggested budget ${budget} a day${local ? ` (about ${local})` : ''}: about three ${lead ? 'bookings or enquiries' : 'purchases'} a day, each costing about a third of ${price}${
      held === 'capped'
        ? '; held at this amount until the ads show what works'
        : held === 'floor'
          ? '; the least that gives the ads enough results to learn from'
          : ''
    } (prices: ${range}).`,
  forFamily: {
    food_drink: {
      tradeClaim: {
        craft: (b) =>
          `Customers of this trade often choose on the quality of the food; ${b} can win them by showing its dishes up close.`,
      },
      approach: {
        craft:
          'Lead with close-up images of the dishes as they are served and of their ingredients and put the site’s own words in the first line. Compare it with an ad that leads with the price.',
      },
    },
    shops: {
      tradeClaim: {
        craft: (b) =>
          `Customers of this trade often choose on quality they can see; ${b} can win them by showing its products up close.`,
      },
      approach: {
        craft:
          'Lead with close-up images of the products and their materials and put the site’s own words in the first line. Compare it with an ad that leads with the price.',
      },
    },
    travel: {
      tradeClaim: {
        outcome: (b) =>
          `Customers of this trade buy the experience more than the booking itself; ${b} can win them by showing that experience.`,
      },
      approach: {
        craft:
          'Lead with images of the rooms and the place in their best light and put the site’s own words in the first line. Compare it with an ad that leads with the price.',
      },
    },
  },
};
