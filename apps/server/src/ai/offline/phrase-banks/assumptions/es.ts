import type { AssumptionPhrases } from './types';

export const ES: AssumptionPhrases = {
  language: 'es',
  quotes: ['«', '»'],
  claim: {
    craft: (b, q) =>
      `${b}: los clientes lo eligen por un trabajo cuidado y buenos materiales, y pagan más por ello. La web dice: ${q}.`,
    convenience: (b, q) =>
      `${b}: los clientes lo eligen porque les ahorra tiempo y esfuerzo. La web dice: ${q}.`,
    value: (b, q) =>
      `${b}: los clientes compran aquí porque el precio es claro y justo para lo que reciben. La web dice: ${q}.`,
    expertise: (b, q) =>
      `${b}: los clientes confían porque las personas que están detrás conocen su oficio. La web dice: ${q}.`,
    local: (b, q) =>
      `${b}: los clientes lo eligen porque está cerca y forma parte de su zona. La web dice: ${q}.`,
    personal: (b, q) =>
      `${b}: los clientes vienen por algo hecho o adaptado solo para ellos. La web dice: ${q}.`,
    social: (b, q) =>
      `${b}: la gente lo elige porque otros ya lo hacen y hablan bien de él. La web dice: ${q}.`,
    outcome: (b, q) =>
      `${b}: los clientes vienen por el resultado que verán y sentirán después. La web dice: ${q}.`,
    design: (b, q) =>
      `${b}: los clientes lo eligen por su estilo; lo que compran dice algo de ellos. La web dice: ${q}.`,
    sustainability: (b, q) =>
      `${b}: a los clientes les importa cómo se hacen las cosas y lo que dejan detrás. La web dice: ${q}.`,
    gifting: (b, q) =>
      `${b}: muchos clientes compran aquí para regalar algo a otra persona. La web dice: ${q}.`,
    range: (b, q) =>
      `${b}: los clientes vienen por la variedad y encuentran más de una cosa que quieren. La web dice: ${q}.`,
  },
  tradeClaim: {
    craft: (b) =>
      `${b}: en este sector los clientes suelen elegir por la calidad que se ve; mostrar el trabajo de cerca puede convencerlos.`,
    convenience: (b) =>
      `${b}: en este sector los clientes suelen elegir a quien se lo pone más fácil; una forma rápida y sencilla de comprar o reservar puede convencerlos.`,
    value: (b) =>
      `${b}: en este sector los clientes suelen comparar precios primero; un precio claro o una oferta puede convencerlos.`,
    expertise: (b) =>
      `${b}: en este sector los clientes quieren saber que están en buenas manos; mostrar quién hace el trabajo puede convencerlos.`,
    local: (b) =>
      `${b}: en este sector los clientes suelen elegir lo que tienen cerca; quienes viven o trabajan en la zona son los primeros clientes.`,
    personal: (b) =>
      `${b}: en este sector los clientes quieren que se les escuche; mostrar cómo se atiende cada petición puede convencerlos.`,
    social: (b) =>
      `${b}: en este sector los clientes suelen seguir la opinión de otros; las palabras de clientes contentos pueden convencerlos.`,
    outcome: (b) =>
      `${b}: en este sector los clientes compran el resultado más que el trabajo; mostrar ese resultado puede convencerlos.`,
    design: (b) =>
      `${b}: en este sector los clientes suelen elegir por la imagen y el estilo; fotos que lo muestren pueden convencerlos.`,
    sustainability: (b) =>
      `${b}: en este sector a algunos clientes les importa cómo se hacen las cosas; mostrar los materiales y los métodos puede convencerlos.`,
    gifting: (b) =>
      `${b}: en este sector los clientes suelen comprar para otros; se les llega mejor antes de las fiestas y las fechas especiales.`,
    range: (b) =>
      `${b}: en este sector a los clientes les gusta comparar antes de elegir; mostrar la oferta lado a lado puede convencerlos.`,
  },
  fromTrade: (family) => (family ? `Según su sector (${family}) — ` : 'Según su sector — '),
  families: {
    shops: 'Tiendas',
    food_drink: 'Comida y bebida',
    beauty_fitness: 'Belleza y deporte',
    health: 'Salud',
    home_repairs: 'Hogar y reparaciones',
    learning: 'Formación',
    travel: 'Viajes',
    animals: 'Cuidado de animales',
    professional: 'Servicios profesionales',
  },
  approach: {
    craft:
      'Empiece con primeros planos del trabajo terminado y de los materiales, y ponga las palabras de la web en la primera línea. Compárelo con un anuncio que empiece por el precio.',
    convenience:
      'Haga de la rapidez y la sencillez el titular, muestre los pocos pasos entre el anuncio y el resultado y lleve a la gente directamente a la página donde puede actuar.',
    value:
      'Ponga el precio o la oferta en la primera línea y en el titular, y compárelo con un anuncio que empiece por la calidad.',
    expertise:
      'Construya los anuncios en torno a las personas y su experiencia, con una foto trabajando y una invitación directa a contactar.',
    local:
      'Dirija los anuncios a una zona pequeña alrededor del negocio, nombre el lugar en el titular y muestre a las personas y el lugar. Compárelo con el mismo anuncio en todo el país.',
    personal:
      'Muestre cómo se escucha cada petición y se adapta el resultado, e invite a la gente a pedir el suyo en el anuncio.',
    social:
      'Ponga las palabras de los clientes en la primera línea del anuncio, con una foto real de un cliente cuando la haya.',
    outcome:
      'Abra el anuncio con el resultado, en una imagen clara, y después la oferta y una invitación directa. Compárelo con un anuncio sobre el proceso.',
    design:
      'Muestre las piezas o el lugar en su mejor momento, tal como los usaría el cliente, con pocas palabras y un titular claro.',
    sustainability:
      'Muestre los materiales y cómo se hacen las cosas, mantenga un texto sobrio y diríjase a quienes buscan productos duraderos.',
    gifting:
      'Publique anuncios para quien regala antes de las fiestas y las fechas especiales, con un texto que hable a quien regala.',
    range:
      'Use un carrusel con las ofertas principales, una tarjeta por oferta con su precio, cada una con enlace a su propia página.',
  },
  feature: (offering) => `Oferta principal: ${offering}.`,
  area: (place) => `Zona objetivo: ${place}.`,
  metrics: {
    craft: (r) =>
      `Tasa de clics de los anuncios de calidad al menos un 20 % por encima del anuncio de precio; coste por ${r} en los primeros 14 días.`,
    convenience: (r) =>
      `Parte de las visitas que terminan en ${r}; tiempo entre el primer clic y la decisión; coste por ${r} frente a un anuncio general.`,
    value: (r) =>
      `Parte de los clics que terminan en ${r}; coste por ${r} más bajo que el del anuncio de calidad.`,
    expertise: (r) =>
      `Coste por ${r} frente a un anuncio de oferta; comentarios que hablan de confianza o experiencia.`,
    local: (r) =>
      `Coste por ${r} en la zona al menos un 25 % por debajo del anuncio nacional; llamadas y visitas de la zona.`,
    personal: (r) =>
      `Número de peticiones que llegan de los anuncios; coste por ${r}; parte de las peticiones que acaban en venta.`,
    social: (r) => `Tasa de clics frente a un anuncio sin las palabras de los clientes; coste por ${r}.`,
    outcome: (r) =>
      `Tasa de clics frente al anuncio sobre el proceso; coste por ${r}; veces que se guarda y se comparte la imagen del resultado.`,
    design: (r) =>
      `Tasa de clics y veces que se guardan las imágenes de estilo; coste por ${r} frente a un anuncio sencillo.`,
    sustainability: (r) => `Tasa de clics entre personas que cuidan el medio ambiente; coste por ${r}.`,
    gifting: (r) =>
      `Coste por ${r} en las semanas antes de las fiestas; parte de los pedidos comprados como regalo.`,
    range: (r) => `Tasa de clics por tarjeta del carrusel; coste por ${r}; una segunda compra en 30 días.`,
  },
  results: {
    default: 'resultado',
    shops: 'pedido',
    food_drink: 'reserva o pedido',
    beauty_fitness: 'reserva',
    health: 'cita',
    home_repairs: 'petición de presupuesto',
    learning: 'inscripción',
    travel: 'reserva',
    animals: 'reserva',
    professional: 'consulta',
  },
  impactBasis: {
    craft: 'la calidad que se ve justifica el precio y se muestra bien en una imagen',
    convenience: 'menos esfuerzo acorta el camino entre el anuncio y el resultado',
    value: 'un precio claro o una oferta responde a la primera pregunta de quien compra',
    expertise: 'la confianza es lo que más le falta a un cliente nuevo',
    local: 'la gente cercana se convierte en cliente con más facilidad, pero el público es pequeño',
    personal: 'el trabajo a medida gana a quienes no se sintieron escuchados en otro sitio',
    social: 'las palabras de otros clientes convencen más que las del negocio',
    outcome: 'la gente compra el resultado, y una imagen de él llama la atención',
    design: 'el estilo se vende a primera vista, pero solo a quien comparte ese gusto',
    sustainability: 'importa mucho solo a una parte del público',
    gifting: 'los regalos se compran sobre todo en ciertas fechas',
    range: 'la variedad ayuda a encontrar lo adecuado, pero sola es una razón más débil',
  },
  weight: {
    once: 'la web lo dice una vez',
    twice: 'la web lo dice en dos páginas',
    often: 'la web lo dice varias veces',
    many: 'la web lo dice en muchas páginas',
    trade: 'la web no lo dice, así que conviene probarlo antes de gastar mucho',
  },
  withPrices: 'con precios que mostrar',
  impact: (score, basis, weight) => `Impacto ${score}/10: ${basis}; ${weight}.`,
  scaled: (score) => `Ajustado según el impacto (${score}/10).`,
  budget: ({ budget, local, price, range, lead, held }) =>
    `Presupuesto propuesto: ${budget} al día${local ? ` (unos ${local})` : ''}. Base: unas tres ${lead ? 'reservas o consultas' : 'compras'} al día, cada resultado con un coste de un tercio de ${price}${
      held === 'capped'
        ? '; se mantiene en esta cantidad hasta que los anuncios muestren qué funciona'
        : held === 'floor'
          ? '; lo mínimo para que los anuncios tengan resultados suficientes para aprender'
          : ''
    } (precios: ${range}).`,
  forFamily: {
    food_drink: {
      tradeClaim: {
        craft: (b) =>
          `${b}: en este sector los clientes suelen elegir por la calidad de la comida; mostrar los platos de cerca puede convencerlos.`,
      },
      approach: {
        craft:
          'Empiece con primeros planos de los platos tal como se sirven y de sus ingredientes, y ponga las palabras de la web en la primera línea. Compárelo con un anuncio que empiece por el precio.',
      },
    },
    shops: {
      tradeClaim: {
        craft: (b) =>
          `${b}: en este sector los clientes suelen elegir por la calidad que se ve; mostrar los productos de cerca puede convencerlos.`,
      },
      approach: {
        craft:
          'Empiece con primeros planos de los productos y de sus materiales, y ponga las palabras de la web en la primera línea. Compárelo con un anuncio que empiece por el precio.',
      },
    },
    travel: {
      tradeClaim: {
        outcome: (b) =>
          `${b}: en este sector los clientes compran la experiencia más que la reserva; mostrar esa experiencia puede convencerlos.`,
      },
      approach: {
        craft:
          'Empiece con imágenes de las habitaciones y del lugar en su mejor momento, y ponga las palabras de la web en la primera línea. Compárelo con un anuncio que empiece por el precio.',
      },
    },
  },
};
