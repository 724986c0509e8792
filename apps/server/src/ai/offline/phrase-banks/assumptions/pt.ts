import type { AssumptionPhrases } from './types';

export const PT: AssumptionPhrases = {
  language: 'pt',
  quotes: ['“', '”'],
  claim: {
    craft: (b, q) =>
      `${b}: os clientes escolhem esta empresa por um trabalho cuidado e bons materiais, e pagam mais por isso. O site diz: ${q}.`,
    convenience: (b, q) =>
      `${b}: os clientes escolhem esta empresa porque lhes poupa tempo e esforço. O site diz: ${q}.`,
    value: (b, q) =>
      `${b}: os clientes compram aqui porque o preço é claro e justo para o que recebem. O site diz: ${q}.`,
    expertise: (b, q) =>
      `${b}: os clientes confiam porque as pessoas por trás conhecem o seu ofício. O site diz: ${q}.`,
    local: (b, q) =>
      `${b}: os clientes escolhem esta empresa porque fica perto e faz parte da sua zona. O site diz: ${q}.`,
    personal: (b, q) => `${b}: os clientes vêm por algo feito ou adaptado só para eles. O site diz: ${q}.`,
    social: (b, q) =>
      `${b}: as pessoas escolhem esta empresa porque outros já o fazem e falam bem dela. O site diz: ${q}.`,
    outcome: (b, q) => `${b}: os clientes vêm pelo resultado que vão ver e sentir depois. O site diz: ${q}.`,
    design: (b, q) =>
      `${b}: os clientes escolhem esta empresa pelo seu estilo; o que compram diz algo sobre eles. O site diz: ${q}.`,
    sustainability: (b, q) =>
      `${b}: os clientes querem saber como as coisas são feitas e o que deixam para trás. O site diz: ${q}.`,
    gifting: (b, q) =>
      `${b}: muitos clientes compram aqui para oferecer algo a outra pessoa. O site diz: ${q}.`,
    range: (b, q) =>
      `${b}: os clientes vêm pela variedade e encontram mais de uma coisa que querem. O site diz: ${q}.`,
  },
  tradeClaim: {
    craft: (b) =>
      `${b}: neste ramo os clientes escolhem muitas vezes pela qualidade que se vê; mostrar o trabalho de perto pode convencê-los.`,
    convenience: (b) =>
      `${b}: neste ramo os clientes escolhem muitas vezes quem lhes facilita a vida; uma forma rápida e simples de comprar ou marcar pode convencê-los.`,
    value: (b) =>
      `${b}: neste ramo os clientes comparam muitas vezes os preços primeiro; um preço claro ou uma oferta pode convencê-los.`,
    expertise: (b) =>
      `${b}: neste ramo os clientes querem saber que estão em boas mãos; mostrar quem faz o trabalho pode convencê-los.`,
    local: (b) =>
      `${b}: neste ramo os clientes escolhem muitas vezes o que está perto; quem vive ou trabalha na zona é o primeiro cliente.`,
    personal: (b) =>
      `${b}: neste ramo os clientes querem ser ouvidos; mostrar como cada pedido é tratado pode convencê-los.`,
    social: (b) =>
      `${b}: neste ramo os clientes seguem muitas vezes a opinião dos outros; as palavras de clientes satisfeitos podem convencê-los.`,
    outcome: (b) =>
      `${b}: neste ramo os clientes compram o resultado mais do que o trabalho; mostrar esse resultado pode convencê-los.`,
    design: (b) =>
      `${b}: neste ramo os clientes escolhem muitas vezes pelo aspeto e pelo estilo; imagens que o mostrem podem convencê-los.`,
    sustainability: (b) =>
      `${b}: neste ramo alguns clientes querem saber como as coisas são feitas; mostrar os materiais e os métodos pode convencê-los.`,
    gifting: (b) =>
      `${b}: neste ramo os clientes compram muitas vezes para outros; chega-se melhor a eles antes das festas e das datas especiais.`,
    range: (b) =>
      `${b}: neste ramo os clientes gostam de comparar antes de escolher; mostrar a oferta lado a lado pode convencê-los.`,
  },
  fromTrade: (family) => (family ? `Do seu ramo (${family}) — ` : 'Do seu ramo — '),
  families: {
    shops: 'Lojas',
    food_drink: 'Comida e bebida',
    beauty_fitness: 'Beleza e desporto',
    health: 'Saúde',
    home_repairs: 'Casa e reparações',
    learning: 'Formação',
    travel: 'Viagens',
    animals: 'Cuidado de animais',
    professional: 'Serviços profissionais',
  },
  approach: {
    craft:
      'Comece com grandes planos do trabalho acabado e dos materiais e ponha as palavras do site na primeira linha. Compare com um anúncio que começa pelo preço.',
    convenience:
      'Faça da rapidez e da simplicidade o título, mostre os poucos passos entre o anúncio e o resultado e leve as pessoas diretamente para a página onde podem agir.',
    value:
      'Ponha o preço ou a oferta na primeira linha e no título, e teste contra um anúncio que começa pela qualidade.',
    expertise:
      'Construa os anúncios à volta das pessoas e da sua experiência, com uma foto a trabalhar e um convite direto para entrar em contacto.',
    local:
      'Dirija os anúncios a uma pequena zona à volta da empresa, diga o nome do lugar no título e mostre as pessoas e o espaço. Compare com o mesmo anúncio no país inteiro.',
    personal:
      'Mostre como cada pedido é ouvido e o resultado adaptado, e convide as pessoas a fazer o seu próprio pedido no anúncio.',
    social:
      'Ponha as palavras dos clientes na primeira linha do anúncio, com uma foto real de um cliente quando houver.',
    outcome:
      'Abra o anúncio com o resultado, mostrado numa imagem clara, e depois a oferta e um convite direto. Compare com um anúncio sobre o processo.',
    design:
      'Mostre as peças ou o espaço no seu melhor, tal como o cliente os usaria, com poucas palavras e um título claro.',
    sustainability:
      'Mostre os materiais e a forma como as coisas são feitas, mantenha o texto factual e fale com quem procura produtos que duram.',
    gifting:
      'Publique anúncios para quem oferece antes das festas e das datas especiais, com um texto que fale com quem oferece.',
    range:
      'Use um carrossel com as ofertas principais, um cartão por oferta com o seu preço, cada um com ligação para a sua própria página.',
  },
  feature: (offering) => `Oferta em destaque: ${offering}.`,
  area: (place) => `Zona a atingir: ${place}.`,
  metrics: {
    craft: (r) =>
      `Taxa de cliques dos anúncios de qualidade pelo menos 20% acima do anúncio de preço; custo por ${r} nos primeiros 14 dias.`,
    convenience: (r) =>
      `Parte das visitas que terminam em ${r}; tempo entre o primeiro clique e a decisão; custo por ${r} face a um anúncio geral.`,
    value: (r) =>
      `Parte dos cliques que terminam em ${r}; custo por ${r} mais baixo do que o do anúncio de qualidade.`,
    expertise: (r) =>
      `Custo por ${r} face a um anúncio de oferta; comentários que falam de confiança ou experiência.`,
    local: (r) =>
      `Custo por ${r} na zona pelo menos 25% abaixo do anúncio nacional; chamadas e visitas da zona.`,
    personal: (r) =>
      `Número de pedidos vindos dos anúncios; custo por ${r}; parte dos pedidos que se tornam uma venda.`,
    social: (r) => `Taxa de cliques face a um anúncio sem as palavras dos clientes; custo por ${r}.`,
    outcome: (r) =>
      `Taxa de cliques face ao anúncio sobre o processo; custo por ${r}; vezes que a imagem do resultado é guardada e partilhada.`,
    design: (r) =>
      `Taxa de cliques e vezes que as imagens de estilo são guardadas; custo por ${r} face a um anúncio simples.`,
    sustainability: (r) => `Taxa de cliques entre pessoas atentas ao ambiente; custo por ${r}.`,
    gifting: (r) =>
      `Custo por ${r} nas semanas antes das festas; parte das encomendas compradas como presente.`,
    range: (r) => `Taxa de cliques por cartão do carrossel; custo por ${r}; uma segunda compra em 30 dias.`,
  },
  results: {
    default: 'resultado',
    shops: 'encomenda',
    food_drink: 'reserva ou encomenda',
    beauty_fitness: 'marcação',
    health: 'consulta',
    home_repairs: 'pedido de orçamento',
    learning: 'inscrição',
    travel: 'reserva',
    animals: 'marcação',
    professional: 'pedido de contacto',
  },
  impactBasis: {
    craft: 'a qualidade que se vê justifica o preço e mostra-se bem numa imagem',
    convenience: 'menos esforço encurta o caminho entre o anúncio e o resultado',
    value: 'um preço claro ou uma oferta responde à primeira pergunta de quem compra',
    expertise: 'a confiança é o que mais falta a um cliente novo',
    local: 'as pessoas que estão perto tornam-se clientes com mais facilidade, mas o público é pequeno',
    personal: 'o trabalho por medida conquista quem não se sentiu ouvido noutro lado',
    social: 'as palavras de outros clientes convencem mais do que as da empresa',
    outcome: 'as pessoas compram o resultado, e uma imagem dele chama a atenção',
    design: 'o estilo vende à primeira vista, mas só a quem partilha esse gosto',
    sustainability: 'conta muito só para uma parte do público',
    gifting: 'os presentes compram-se sobretudo em certas alturas',
    range: 'a variedade ajuda a encontrar o que serve, mas sozinha é uma razão mais fraca',
  },
  weight: {
    once: 'o site diz isto uma vez',
    twice: 'o site diz isto em duas páginas',
    often: 'o site diz isto mais de uma vez',
    many: 'o site diz isto em muitas páginas',
    trade: 'o site não o diz, por isso convém testar antes de gastar muito',
  },
  withPrices: 'com preços para mostrar',
  impact: (score, basis, weight) => `Impacto ${score}/10: ${basis}; ${weight}.`,
  scaled: (score) => `Ajustado ao impacto (${score}/10).`,
  budget: ({ budget, local, price, range, lead, held }) =>
    `Orçamento proposto: ${budget} por dia${local ? ` (cerca de ${local})` : ''}. Base: cerca de três ${lead ? 'marcações ou pedidos' : 'compras'} por dia, cada resultado a custar cerca de um terço de ${price}${
      held === 'capped'
        ? '; mantido neste valor até os anúncios mostrarem o que funciona'
        : held === 'floor'
          ? '; o mínimo para os anúncios terem resultados suficientes para aprender'
          : ''
    } (preços: ${range}).`,
  forFamily: {
    food_drink: {
      tradeClaim: {
        craft: (b) =>
          `${b}: neste ramo os clientes escolhem muitas vezes pela qualidade da comida; mostrar os pratos de perto pode convencê-los.`,
      },
      approach: {
        craft:
          'Comece com grandes planos dos pratos tal como são servidos e dos seus ingredientes e ponha as palavras do site na primeira linha. Compare com um anúncio que começa pelo preço.',
      },
    },
    shops: {
      tradeClaim: {
        craft: (b) =>
          `${b}: neste ramo os clientes escolhem muitas vezes pela qualidade que se vê; mostrar os produtos de perto pode convencê-los.`,
      },
      approach: {
        craft:
          'Comece com grandes planos dos produtos e dos seus materiais e ponha as palavras do site na primeira linha. Compare com um anúncio que começa pelo preço.',
      },
    },
    travel: {
      tradeClaim: {
        outcome: (b) =>
          `${b}: neste ramo os clientes compram a experiência mais do que a reserva; mostrar essa experiência pode convencê-los.`,
      },
      approach: {
        craft:
          'Comece com imagens dos quartos e do lugar na sua melhor luz e ponha as palavras do site na primeira linha. Compare com um anúncio que começa pelo preço.',
      },
    },
  },
};
