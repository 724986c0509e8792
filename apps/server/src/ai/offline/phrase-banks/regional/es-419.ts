import type { RegionalBanks } from './index';

/**
 * Spanish as Latin America writes it, where the base bank (Spain's) words it otherwise: "celular" for the mobile
 * phone, "escuela de manejo" for a driving school.
 */
export const ES_419: RegionalBanks = {
  copy: { audiences: { instagramMobile: 'Instagram en el celular' } },
  story: { trades: { driving_school: 'una escuela de manejo' } },
  reasoning: {
    focus: {
      entry: (list) =>
        `Muestra las demás ofertas principales, las más baratas primero, las más fáciles de aceptar desde el celular: ${list}.`,
    },
    contrast:
      'Este conjunto de anuncios es un público de contraste frente al amplio: personas de 25 a 54 años que miran Instagram en el celular.',
    targeting: {
      mobile: ({ place, min, max, audience }) =>
        `Instagram en el celular ${place}, de ${min} a ${max} años${audience ? `, con intereses como ${audience}` : ''}, entre publicaciones, historias y Reels, donde la imagen hace el trabajo.`,
    },
  },
};
