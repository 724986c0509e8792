import { lowerFirst } from '../../format';
import type { ReasoningPhrases } from './types';

export const ES: ReasoningPhrases = {
  language: 'es',
  quotes: ['«', '»'],
  innerQuotes: ['“', '”'],
  tests: (quote) => `Esta campaña pone a prueba la hipótesis: ${quote}.`,
  objective: {
    OUTCOME_SALES: {
      metrics:
        'Las métricas de éxito de la hipótesis cuentan compras, así que la campaña se optimiza para ventas.',
      chosen:
        'La campaña se optimiza para ventas: a un negocio que vende en línea se le juzga por sus compras.',
    },
    LEAD_GENERATION: {
      metrics:
        'Las métricas de éxito de la hipótesis cuentan consultas y reservas, así que la campaña se optimiza para clientes potenciales.',
      chosen:
        'La campaña se optimiza para clientes potenciales: a un negocio que no vende en su web se le juzga por las consultas y las reservas.',
    },
    TRAFFIC: {
      metrics:
        'Las métricas de éxito de la hipótesis cuentan visitas a la web, así que la campaña se optimiza para tráfico.',
      chosen:
        'La campaña se optimiza para visitas a la web: allí no se puede comprar, pero sí ver lo que ofrece el negocio.',
    },
    AWARENESS: {
      metrics:
        'Las métricas de éxito de la hipótesis cuentan alcance y recuerdo, así que la campaña se optimiza para reconocimiento.',
      chosen:
        'La campaña se optimiza para reconocimiento: la gente debe conocer el negocio antes de necesitarlo.',
    },
    ENGAGEMENT: {
      metrics:
        'Las métricas de éxito de la hipótesis cuentan reacciones a las publicaciones, así que la campaña se optimiza para interacción.',
      chosen:
        'La campaña se optimiza para interacción: las reacciones a las publicaciones muestran qué mensaje llega a la gente.',
    },
  },
  watch: (metrics) => `Las métricas que hay que seguir: ${metrics}`,
  shows: (list) => `Los anuncios mostrarán: ${list}.`,
  budgetSplit: 'Se reparte a partes iguales entre los conjuntos de anuncios.',
  budget: ({ amount, code, from, share }) =>
    from === null
      ? `El presupuesto diario de la campaña es el de la hipótesis: ${amount}, en la moneda de la cuenta publicitaria (${code}).`
      : share === null
        ? `El presupuesto diario de la campaña es de ${amount} en la moneda de la cuenta publicitaria (${code}): los ${from} de la hipótesis, convertidos y redondeados.`
        : `El presupuesto diario de la campaña es de ${amount} en la moneda de la cuenta publicitaria (${code}): el ${share} de los ${from} de la hipótesis, porque estos resultados cuestan menos que una compra o una solicitud.`,
  broad: {
    default: 'Este conjunto de anuncios lleva la hipótesis a clientes nuevos.',
    families: {
      shops: 'Este conjunto de anuncios lleva la hipótesis a personas que todavía no han comprado aquí.',
      food_drink: 'Este conjunto de anuncios lleva la hipótesis a personas que están eligiendo dónde comer.',
      beauty_fitness: 'Este conjunto de anuncios lleva la hipótesis a personas que buscan su próxima cita.',
      health: 'Este conjunto de anuncios lleva la hipótesis a personas que buscan una atención de confianza.',
      home_repairs:
        'Este conjunto de anuncios lleva la hipótesis a personas con un trabajo pendiente que encargar.',
      learning: 'Este conjunto de anuncios lleva la hipótesis a personas con ganas de aprender algo nuevo.',
      travel: 'Este conjunto de anuncios lleva la hipótesis a viajeros que preparan su próximo viaje.',
      animals: 'Este conjunto de anuncios lleva la hipótesis a personas que cuidan de animales.',
      professional: 'Este conjunto de anuncios lleva la hipótesis a empresas que buscan ayuda externa.',
    },
  },
  focus: {
    named: (list) => `Destaca primero la oferta que nombra la hipótesis: ${list}.`,
    main: (list) => `Destaca las ofertas principales, las que buscan los clientes nuevos: ${list}.`,
    entry: (list) =>
      `Muestra las demás ofertas principales, las más baratas primero, las más fáciles de aceptar desde el móvil: ${list}.`,
    rest: (list) =>
      `Muestra las demás ofertas, para que entre los dos conjuntos cubran toda la gama: ${list}.`,
    same: (list) =>
      `Muestra las mismas ofertas que el conjunto amplio, para que solo cambie el público: ${list}.`,
  },
  leadsAll: {
    services: 'Destaca los servicios en su conjunto.',
    products: 'Destaca toda la gama.',
  },
  cost: {
    OUTCOME_SALES: 'El coste por compra',
    LEAD_GENERATION: 'El coste por cliente potencial',
    TRAFFIC: 'El coste por visita a la página',
    AWARENESS: 'El coste por cada mil personas alcanzadas',
    ENGAGEMENT: 'El coste por interacción',
  },
  test: (cost, angle) => `${cost} muestra si el mensaje ${angle} atrae clientes.`,
  contrast:
    'Este conjunto de anuncios es un público de contraste frente al amplio: personas de 25 a 54 años que miran Instagram en el móvil.',
  holds: (cost) =>
    `Si ${lowerFirst(cost)} es más bajo aquí que en el conjunto amplio, la hipótesis se cumple sobre todo con estas personas.`,
  targeting: {
    around: ({ city, radius, countries }) => `en ${city} y alrededores (${radius}), ${countries}`,
    country: (countries) => `en todo el país (${countries})`,
    open: 'en el país que elijas',
    broad: ({ place, min, max }) =>
      `Personas de ${min} a ${max} años ${place}, en las publicaciones y las historias de Facebook e Instagram; el texto del anuncio lleva la hipótesis.`,
    mobile: ({ place, min, max, audience }) =>
      `Instagram en el móvil ${place}, de ${min} a ${max} años${audience ? `, con intereses como ${audience}` : ''}, entre publicaciones, historias y Reels, donde la imagen hace el trabajo.`,
  },
  structure: {
    benefit: 'Estructura: gancho → beneficio → oferta → llamada a la acción.',
    proof: 'Estructura: prueba → beneficio → llamada a la acción.',
    offer: 'Estructura: oferta → producto y precio → llamada a la acción.',
    place: 'Estructura: oferta y lugar → beneficio → llamada a la acción.',
  },
  picture: {
    default: 'Imagen: la oferta de cerca, tal como la recibe el cliente.',
    families: {
      shops: 'Imagen: el producto de cerca, tal como lo desembala el cliente.',
      food_drink: 'Imagen: el plato tal como se sirve, con luz natural.',
      beauty_fitness: 'Imagen: el resultado en una clienta real, de cerca.',
      health: 'Imagen: la consulta y las personas que atienden, en un ambiente tranquilo y luminoso.',
      home_repairs: 'Imagen: el trabajo terminado, o el trabajo en marcha.',
      learning: 'Imagen: una clase en marcha, el profesor junto al alumno.',
      travel: 'Imagen: el lugar mismo, con su mejor luz.',
      animals: 'Imagen: un animal al cuidado del negocio, tranquilo.',
      professional: 'Imagen: las personas que hay detrás del servicio, trabajando.',
    },
  },
  offering: (name) => `Oferta que se muestra: ${name}.`,
  opens: (quote) => `El texto empieza con: ${quote}.`,
};
