import { PT } from '../assumptions/pt';
import type { RegionalBanks } from './index';

/**
 * Portuguese as Brazil writes it, where the base bank (Portugal's) words it otherwise: "celular" for the mobile
 * phone, "agendar" and "agendamento" for an appointment, "pedido" for an order, "contato", "autoescola", "estar" +
 * gerund, "com você".
 */
export const PT_BR: RegionalBanks = {
  copy: {
    closings: {
      ORDER_NOW: ['Faça seu pedido hoje.'],
      BOOK_NOW: [
        undefined,
        { default: 'Agende online.' },
        { default: 'Agende uma visita.', families: { learning: 'Agende a aula.' } },
      ],
      CALL_NOW: [undefined, 'Agende por telefone.'],
    },
    audiences: { instagramMobile: 'Instagram no celular' },
  },
  story: {
    trades: {
      fitness_studio: 'um estúdio de treinamento',
      trades_repair: 'um serviço de consertos e reparos',
      driving_school: 'uma autoescola',
      education_training: 'uma escola de cursos e treinamentos',
    },
    need: {
      home_repairs: 'Quando algo precisa de conserto, você quer um trabalho bem feito e sem longas esperas.',
    },
    closing: {
      default: 'Será um prazer falar com você.',
      families: {
        food_drink: 'Será um prazer receber você.',
        travel: 'Será um prazer receber você.',
        shops: 'Será um prazer receber o seu pedido.',
      },
    },
  },
  reasoning: {
    objective: {
      LEAD_GENERATION: {
        metrics:
          'As métricas de sucesso da hipótese contam pedidos e agendamentos, por isso a campanha é otimizada para pedidos de clientes.',
        chosen:
          'A campanha é otimizada para pedidos de clientes: um negócio que não vende no próprio site é avaliado pelos pedidos e pelos agendamentos.',
      },
      TRAFFIC: {
        chosen:
          'A campanha é otimizada para visitas ao site: lá não dá para fazer pedidos, mas dá para ver o que o negócio oferece.',
      },
    },
    broad: {
      families: {
        food_drink: 'Este conjunto de anúncios leva a hipótese a pessoas que estão escolhendo onde comer.',
        beauty_fitness: 'Este conjunto de anúncios leva a hipótese a pessoas que procuram o próximo horário.',
        travel: 'Este conjunto de anúncios leva a hipótese a viajantes que planejam a próxima viagem.',
      },
    },
    focus: {
      entry: (list) =>
        `Mostra as demais ofertas principais, as mais baratas primeiro, as mais fáceis de aceitar no celular: ${list}.`,
    },
    contrast:
      'Este conjunto de anúncios é um público de comparação com o amplo: pessoas entre 25 e 54 anos que navegam no Instagram pelo celular.',
    targeting: {
      mobile: ({ place, min, max, audience }) =>
        `Instagram no celular ${place}, de ${min} a ${max} anos${audience ? `, com interesses como ${audience}` : ''}, entre publicações, stories e Reels, onde a imagem faz o trabalho.`,
    },
    picture: {
      families: {
        home_repairs: 'Imagem: o trabalho pronto, ou o trabalho em andamento.',
        learning: 'Imagem: uma aula em andamento, o professor ao lado do aluno.',
        professional: 'Imagem: as pessoas por trás do serviço, trabalhando.',
      },
    },
  },
  assumptions: {
    families: { beauty_fitness: 'Beleza e esporte', home_repairs: 'Casa e reparos', learning: 'Cursos' },
    approach: {
      craft:
        'Comece com imagens em primeiro plano do trabalho pronto e dos materiais e coloque as palavras do site na primeira linha. Compare com um anúncio que começa pelo preço.',
      expertise:
        'Construa os anúncios em torno das pessoas e da sua experiência, com uma foto delas trabalhando e um convite direto para entrar em contato.',
      local:
        'Direcione os anúncios a uma pequena área em torno da empresa, diga o nome do lugar no título e mostre as pessoas e o espaço. Compare com o mesmo anúncio no país inteiro.',
    },
    metrics: {
      outcome: (r) =>
        `Taxa de cliques em comparação com o anúncio sobre o processo; custo por ${r}; vezes que a imagem do resultado é salva e compartilhada.`,
      gifting: (r) =>
        `Custo por ${r} nas semanas antes das festas; parte dos pedidos comprados como presente.`,
    },
    impactBasis: {
      personal: 'o trabalho sob medida conquista quem não se sentiu ouvido em outro lugar',
      design: 'o estilo vende à primeira vista, mas só a quem compartilha esse gosto',
    },
    // The slots are amounts and prices only: the sentence is the base's with Brazil's two words.
    budget: (slots) =>
      PT.budget(slots)
        .replace('marcações ou pedidos', 'agendamentos ou pedidos')
        .replace(' a custar ', ' custando '),
    forFamily: {
      food_drink: {
        approach: {
          craft:
            'Comece com imagens em primeiro plano dos pratos como são servidos e dos seus ingredientes e coloque as palavras do site na primeira linha. Compare com um anúncio que começa pelo preço.',
        },
      },
      shops: {
        approach: {
          craft:
            'Comece com imagens em primeiro plano dos produtos e dos seus materiais e coloque as palavras do site na primeira linha. Compare com um anúncio que começa pelo preço.',
        },
      },
    },
    results: {
      shops: 'pedido',
      food_drink: 'reserva ou pedido',
      beauty_fitness: 'agendamento',
      animals: 'agendamento',
      professional: 'pedido de contato',
    },
  },
  feedback: {
    customersSiteWords: (words) =>
      `A história nunca diz quem compra com você, embora o seu site nomeie ${words}. Acrescente uma frase sobre quem são: idade, onde vivem, do que precisam.`,
    customersMissing: (example) =>
      `A história nunca diz quem compra com você. Acrescente uma frase como “A maioria dos nossos clientes são …” sobre as pessoas que compram${example ? ` ${example}` : ''} com mais frequência.`,
  },
};
