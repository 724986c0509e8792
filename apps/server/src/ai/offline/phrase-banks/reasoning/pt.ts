import { lowerFirst } from '../../format';
import type { ReasoningPhrases } from './types';

export const PT: ReasoningPhrases = {
  language: 'pt',
  quotes: ['“', '”'],
  innerQuotes: ['‘', '’'],
  tests: (quote) => `Esta campanha testa a hipótese: ${quote}.`,
  objective: {
    OUTCOME_SALES: {
      metrics:
        'As métricas de sucesso da hipótese contam compras, por isso a campanha é otimizada para vendas.',
      chosen: 'A campanha é otimizada para vendas: um negócio que vende online é avaliado pelas compras.',
    },
    LEAD_GENERATION: {
      metrics:
        'As métricas de sucesso da hipótese contam pedidos e marcações, por isso a campanha é otimizada para pedidos de clientes.',
      chosen:
        'A campanha é otimizada para pedidos de clientes: um negócio que não vende no próprio site é avaliado pelos pedidos e pelas marcações.',
    },
    TRAFFIC: {
      metrics:
        'As métricas de sucesso da hipótese contam visitas ao site, por isso a campanha é otimizada para tráfego.',
      chosen:
        'A campanha é otimizada para visitas ao site: lá não se pode encomendar, mas vê-se o que o negócio oferece.',
    },
    AWARENESS: {
      metrics:
        'As métricas de sucesso da hipótese contam alcance e lembrança, por isso a campanha é otimizada para notoriedade.',
      chosen:
        'A campanha é otimizada para notoriedade: as pessoas devem conhecer o negócio antes de precisarem dele.',
    },
    ENGAGEMENT: {
      metrics:
        'As métricas de sucesso da hipótese contam reações às publicações, por isso a campanha é otimizada para interação.',
      chosen:
        'A campanha é otimizada para interação: as reações às publicações mostram que mensagem chega às pessoas.',
    },
  },
  watch: (metrics) => `As métricas a acompanhar: ${metrics}`,
  shows: (list) => `Os anúncios vão mostrar: ${list}.`,
  budgetSplit: 'É dividido em partes iguais entre os conjuntos de anúncios.',
  budget: ({ amount, code, from, share }) =>
    from === null
      ? `O orçamento diário da campanha é o da hipótese: ${amount}, na moeda da conta de anúncios (${code}).`
      : share === null
        ? `O orçamento diário da campanha é de ${amount} na moeda da conta de anúncios (${code}): os ${from} da hipótese, convertidos e arredondados.`
        : `O orçamento diário da campanha é de ${amount} na moeda da conta de anúncios (${code}): ${share} dos ${from} da hipótese, porque estes resultados custam menos do que uma compra ou um pedido.`,
  broad: {
    default: 'Este conjunto de anúncios leva a hipótese a novos clientes.',
    families: {
      shops: 'Este conjunto de anúncios leva a hipótese a pessoas que ainda não compraram aqui.',
      food_drink: 'Este conjunto de anúncios leva a hipótese a pessoas que estão a escolher onde comer.',
      beauty_fitness: 'Este conjunto de anúncios leva a hipótese a pessoas que procuram a próxima marcação.',
      health: 'Este conjunto de anúncios leva a hipótese a pessoas que procuram cuidados de confiança.',
      home_repairs: 'Este conjunto de anúncios leva a hipótese a pessoas com um trabalho por fazer.',
      learning: 'Este conjunto de anúncios leva a hipótese a pessoas prontas para aprender algo novo.',
      travel: 'Este conjunto de anúncios leva a hipótese a viajantes que planeiam a próxima viagem.',
      animals: 'Este conjunto de anúncios leva a hipótese a pessoas que cuidam de animais.',
      professional: 'Este conjunto de anúncios leva a hipótese a empresas que procuram ajuda externa.',
    },
  },
  focus: {
    named: (list) => `Em destaque está primeiro a oferta que a hipótese nomeia: ${list}.`,
    main: (list) => `Em destaque estão as ofertas principais, aquelas que trazem os novos clientes: ${list}.`,
    entry: (list) =>
      `Mostra as restantes ofertas principais, as mais baratas primeiro, as mais fáceis de aceitar no telemóvel: ${list}.`,
    rest: (list) =>
      `Mostra as restantes ofertas, para que os dois conjuntos cubram juntos toda a gama: ${list}.`,
    same: (list) => `Mostra as mesmas ofertas do conjunto amplo, para que só o público mude: ${list}.`,
  },
  leadsAll: {
    services: 'Em destaque estão os serviços no seu conjunto.',
    products: 'Em destaque está toda a gama.',
  },
  cost: {
    OUTCOME_SALES: 'O custo por compra',
    LEAD_GENERATION: 'O custo por pedido',
    TRAFFIC: 'O custo por visita à página',
    AWARENESS: 'O custo por mil pessoas alcançadas',
    ENGAGEMENT: 'O custo por interação',
  },
  test: (cost, angle) => `${cost} mostra se a mensagem ${angle} traz clientes.`,
  contrast:
    'Este conjunto de anúncios é um público de comparação com o amplo: pessoas entre os 25 e os 54 anos que percorrem o Instagram no telemóvel.',
  holds: (cost) =>
    `Se ${lowerFirst(cost)} for mais baixo aqui do que no conjunto amplo, a hipótese vale sobretudo para estas pessoas.`,
  targeting: {
    around: ({ city, radius, countries }) => `em ${city} e arredores (${radius}), ${countries}`,
    country: (countries) => `em todo o país (${countries})`,
    open: 'no país que escolher',
    broad: ({ place, min, max }) =>
      `Pessoas dos ${min} aos ${max} anos ${place}, nas publicações e nas histórias do Facebook e do Instagram; o texto do anúncio leva a hipótese.`,
    mobile: ({ place, min, max, audience }) =>
      `Instagram no telemóvel ${place}, dos ${min} aos ${max} anos${audience ? `, com interesses como ${audience}` : ''}, entre publicações, histórias e Reels, onde a imagem faz o trabalho.`,
  },
  structure: {
    benefit: 'Estrutura: gancho → benefício → oferta → apelo à ação.',
    proof: 'Estrutura: prova → benefício → apelo à ação.',
    offer: 'Estrutura: oferta → produto e preço → apelo à ação.',
    place: 'Estrutura: oferta e local → benefício → apelo à ação.',
  },
  picture: {
    default: 'Imagem: a oferta de perto, tal como o cliente a recebe.',
    families: {
      shops: 'Imagem: o produto de perto, tal como o cliente o desembala.',
      food_drink: 'Imagem: o prato tal como é servido, com luz natural.',
      beauty_fitness: 'Imagem: o resultado numa cliente real, de perto.',
      health: 'Imagem: o consultório e as pessoas que tratam, num ambiente calmo e luminoso.',
      home_repairs: 'Imagem: o trabalho acabado, ou o trabalho a decorrer.',
      learning: 'Imagem: uma aula a decorrer, o professor ao lado do aluno.',
      travel: 'Imagem: o próprio lugar, na sua melhor luz.',
      animals: 'Imagem: um animal ao cuidado do negócio, tranquilo.',
      professional: 'Imagem: as pessoas por trás do serviço, a trabalhar.',
    },
  },
  offering: (name) => `Oferta mostrada: ${name}.`,
  opens: (quote) => `O texto começa com: ${quote}.`,
};
