import 'server-only';
import type { PolicyTexts } from './types';

export const pt: PolicyTexts = {
  labels: {
    contents: 'Nesta página',
    updated: 'Última atualização: {date}',
    market: 'País',
    currency: 'Moeda',
    taxes: 'Impostos',
    standard: 'Frete padrão',
    express: 'Frete expresso',
    freeFrom: 'Frete padrão grátis a partir de',
    salesTax: 'Imposto sobre vendas dos EUA (sales tax), somado no pagamento',
    vat: 'IVA de {rate} incluído',
    consumptionTax: 'Imposto sobre consumo de {rate} incluído',
    taxesIncluded: 'Impostos incluídos',
    days: { one: '{days} dia útil', other: '{days} dias úteis' },
    ratesCaption: 'Valores e prazos de frete por país',
    taxesCaption: 'Moeda e impostos por país',
    warranty: 'Garantia',
    support: 'Central de atendimento',
    serviceCaption: 'Garantia e central de atendimento por país',
  },
  terms: {
    title: 'Termos de uso e venda',
    description: 'As condições que valem quando você usa o site da Pawtrail, cria uma conta e compra na nossa loja on-line.',
    intro: 'Estes termos valem para o site da Pawtrail e para todos os pedidos feitos na nossa loja on-line. Leia com atenção antes de comprar.',
    sections: {
      scope: {
        heading: 'Quem somos e o que estes termos abrangem',
        blocks: [
          'A loja é operada pela {company}, {address}. Estes termos abrangem o uso deste site, sua conta Pawtrail e todas as compras de coleiras GPS inteligentes, rastreadores, comedouros automáticos, shampoos para pets e acessórios.',
          'Nossa [política de privacidade](/privacy), a [política de entrega](/shipping) e a [política de devolução](/returns) fazem parte destes termos.',
        ],
      },
      account: {
        heading: 'Sua conta',
        blocks: [
          'Você pode comprar como visitante ou com uma conta Pawtrail; com uma conta, você mesmo acompanha, cancela e devolve seus pedidos. Informe dados corretos, não compartilhe sua senha e avise a gente em {email} se achar que outra pessoa usou sua conta. Para comprar, você precisa ter pelo menos 18 anos.',
          'Podemos suspender uma conta usada para fraude ou abuso. Você pode pedir o encerramento da sua conta a qualquer momento.',
        ],
      },
      orders: {
        heading: 'Pedidos e contrato',
        blocks: [
          'Depois que você faz um pedido, enviamos um e-mail confirmando o recebimento. O contrato é firmado quando o pagamento é aprovado e o pedido aparece como pago na sua conta.',
          'Se, depois do pagamento, algum item estiver indisponível, avisamos você na hora e estornamos o valor integral no seu cartão.',
        ],
      },
      prices: {
        heading: 'Preços e impostos',
        blocks: [
          'Os preços aparecem na moeda do país de entrega. Nos Estados Unidos, o imposto estadual sobre vendas (sales tax) é somado no pagamento; nos demais países, os preços já incluem o IVA ou os impostos locais.',
          { table: 'taxes' },
          'O valor do frete aparece no carrinho antes do pagamento e está explicado na nossa [política de entrega](/shipping).',
        ],
      },
      payment: {
        heading: 'Pagamento',
        blocks: [
          'Aceitamos {paymentMethods}, com cobrança no momento do pedido; não aceitamos outras formas de pagamento. O número do cartão e o código de segurança vão direto para o nosso provedor de pagamentos e nunca chegam até nós. De cada pedido, guardamos a bandeira do cartão e os quatro últimos dígitos; se você salvar um cartão na sua conta, guardamos também a validade e o nome do titular (veja nossa [política de privacidade](/privacy#cards)).',
        ],
      },
      cancellation: {
        heading: 'Cancelamento de pedidos',
        blocks: [
          'Você pode cancelar um pedido pago enquanto ele não for enviado: você mesmo, na página do pedido na sua conta, ou pelo nosso atendimento, se comprou como visitante. Nossa equipe também pode cancelar um pedido pago ainda não enviado, por exemplo quando um item não puder ser entregue. Nos dois casos, o valor total é estornado no cartão usado no pagamento.',
          'Se o pedido já foi enviado, você pode devolvê-lo conforme a nossa [política de devolução](/returns).',
        ],
      },
      warranty: {
        heading: 'Garantia',
        blocks: [
          'Nossos aparelhos têm garantia contra defeitos de fabricação de {warrantyYears} a partir da entrega. Seus direitos legais como consumidor não são afetados. O prazo de cada país e como acionar a garantia estão na nossa [política de trocas e devoluções](/returns#warranty).',
        ],
      },
      liability: {
        heading: 'Responsabilidade',
        blocks: [
          'A coleira GPS inteligente ajuda você a encontrar seu pet, mas a localização depende da cobertura de satélite, Wi-Fi e rede móvel e pode atrasar ou ser imprecisa. Ela não substitui a sua supervisão.',
          'Respondemos integralmente em caso de dolo, culpa grave e danos à vida, à integridade física ou à saúde e, nos demais casos, nos limites da lei do seu país.',
        ],
      },
      law: {
        heading: 'Lei aplicável',
        blocks: [
          'Estes termos são regidos pelas leis do estado da Califórnia. Se você mora em outro país, continuam valendo as normas obrigatórias de proteção ao consumidor desse país.',
        ],
      },
      changes: {
        heading: 'Alterações e contato',
        blocks: [
          'Podemos atualizar estes termos; vale para cada pedido a versão exibida no momento da compra. Dúvidas? Escreva para {email} ou ligue para {supportPhone} ({supportHours}).',
        ],
      },
    },
  },
  privacy: {
    title: 'Política de privacidade',
    description: 'Quais dados pessoais a Pawtrail coleta, por quê, por quanto tempo os guardamos e como exercer seus direitos.',
    intro:
      'Coletamos apenas os dados de que precisamos para manter sua conta, entregar seus pedidos e responder às suas perguntas. Nunca vendemos esses dados.',
    sections: {
      controller: {
        heading: 'Quem é o controlador',
        blocks: ['A {company}, {address}, é a controladora dos seus dados pessoais neste site. Nossa equipe de privacidade atende pelo {privacyEmail}.'],
      },
      data: {
        heading: 'O que coletamos',
        blocks: [
          {
            list: [
              'Conta: seu e-mail, nome, senha (guardada apenas como hash seguro) e idioma.',
              'Endereços: os endereços de entrega que você salva, com telefone.',
              'Pedidos: o que você comprou, preços, impostos, forma de envio e código de rastreamento.',
              'Mensagens: o que você nos envia pelo formulário de contato ou por e-mail, com os dados de contato informados.',
              'Inscrições: newsletter e alertas para investidores, que só começam depois que você confirma pelo link do nosso e-mail (double opt-in).',
            ],
          },
        ],
      },
      cards: {
        heading: 'Cartões de pagamento',
        blocks: [
          'Números de cartão e códigos de segurança nunca chegam aos nossos servidores nem aos nossos registros: você os digita para o nosso provedor de pagamentos, que os guarda e nos entrega um token. De cada pedido, guardamos a bandeira do cartão e os quatro últimos dígitos. Se você salvar um cartão na sua conta, guardamos também a validade e o nome do titular, até você excluir o cartão.',
        ],
      },
      cookies: {
        heading: 'Cookies',
        blocks: [
          'Usamos apenas os cookies e o armazenamento do navegador de que o site precisa para funcionar: sua sessão, o idioma escolhido, seu carrinho e um token de segurança que protege os formulários. Não usamos cookies de publicidade ou rastreamento nem ferramentas de análise de terceiros.',
        ],
      },
      purposes: {
        heading: 'Para que usamos seus dados',
        blocks: [
          'Usamos seus dados para manter sua conta e entregar seus pedidos (execução de contrato), proteger o site e os pagamentos (legítimo interesse), guardar notas fiscais pelo prazo exigido pela legislação tributária (obrigação legal) e enviar as newsletters e alertas que você pediu (consentimento, que pode ser revogado a qualquer momento).',
        ],
      },
      sharing: {
        heading: 'Com quem compartilhamos',
        blocks: [
          'Seus dados vão apenas para os fornecedores que nos ajudam: a empresa de pagamentos, a transportadora que entrega o seu pacote e o nosso provedor de hospedagem. Eles só podem usá-los em nosso nome. Quando há transferência internacional de dados, adotamos cláusulas contratuais padrão.',
        ],
      },
      retention: {
        heading: 'Por quanto tempo guardamos',
        blocks: [
          'Os dados da conta ficam guardados enquanto ela existir e são excluídos em até 30 dias após o encerramento. Pedidos e notas fiscais são mantidos por até 10 anos, como exige a legislação tributária. Mensagens são excluídas 2 anos após a última resposta. As inscrições terminam quando você cancela.',
        ],
      },
      rights: {
        heading: 'Seus direitos',
        blocks: [
          'Pela LGPD e pelo GDPR europeu, você pode pedir acesso, correção, exclusão ou uma cópia dos seus dados (portabilidade), se opor ao tratamento e reclamar à autoridade de proteção de dados, no Brasil a ANPD. Se você mora na Califórnia, a CCPA garante o direito de saber, excluir e corrigir seus dados; não vendemos nem compartilhamos dados pessoais para publicidade.',
          'Respondemos em até um mês, e você nunca será tratado de forma diferente por exercer seus direitos.',
        ],
      },
      contact: {
        heading: 'Contato',
        blocks: [
          'Para qualquer assunto sobre seus dados, escreva para {privacyEmail}. Para pedidos e produtos, nosso atendimento está em {email} e no telefone {supportPhone} ({supportHours}).',
        ],
      },
    },
  },
  shipping: {
    title: 'Política de entrega',
    description: 'Para onde a Pawtrail entrega, quanto custa o frete, qual é o prazo de entrega e como rastrear seu pacote.',
    intro:
      'Enviamos do nosso próprio centro de distribuição em cada país de entrega, então seu pacote nunca cruza uma fronteira: sem fiscalização aduaneira, sem imposto de importação nem taxas na entrega.',
    sections: {
      markets: {
        heading: 'Para onde entregamos',
        blocks: [
          'Entregamos nestes países: {countries}. Você paga na moeda do país de entrega, e o preço já inclui os impostos de lá (nos Estados Unidos, o imposto sobre vendas é somado no pagamento).',
          { table: 'taxes' },
        ],
      },
      rates: {
        heading: 'Valores e prazos de frete',
        blocks: [
          'Escolha frete padrão ou expresso no pagamento. O frete padrão é grátis quando o pedido atinge o valor indicado para o seu país.',
          { table: 'rates' },
          'Os prazos contam dias úteis a partir do envio, sem fins de semana e feriados.',
        ],
      },
      dispatch: {
        heading: 'Envio',
        blocks: [
          'Pedidos pagos até as {dispatchCutoff} (horário local) de um dia útil costumam sair do nosso centro de distribuição no mesmo dia; os pagos depois saem no dia útil seguinte.',
        ],
      },
      tracking: {
        heading: 'Rastreamento do pacote',
        blocks: [
          'Todo pedido é enviado por uma transportadora com código de rastreamento. Assim que o pacote sai, enviamos um e-mail com o link de rastreamento; o mesmo link aparece na página do pedido na sua conta.',
        ],
      },
      cancellation: {
        heading: 'Cancelar antes do envio',
        blocks: [
          'Você pode cancelar um pedido pago enquanto ele não for enviado, pela sua conta ou, se comprou como visitante, pelo nosso atendimento, e o valor total volta para o seu cartão. Depois disso, veja nossa [política de trocas e devoluções](/returns).',
        ],
      },
      problems: {
        heading: 'Pacotes atrasados, extraviados ou danificados',
        blocks: [
          'Se o seu pacote não chegar em até {lateParcelDays} após a data prevista, ou chegar danificado, fale com a gente em {email} ou pelo telefone {supportPhone} ({supportHours}) informando o número do pedido. Vamos rastrear o envio com a transportadora e mandar um novo produto ou devolver seu dinheiro.',
        ],
      },
    },
  },
  returns: {
    title: 'Trocas, devoluções e reembolsos',
    description:
      'Como devolver um produto Pawtrail, quando você recebe o reembolso e o que a garantia cobre. Prazo para devolução: {returnDays} a partir da entrega.',
    intro: 'Não gostou da compra? Você tem {returnDays} a partir da entrega para devolver.',
    sections: {
      period: {
        heading: 'Direito de mudar de ideia',
        blocks: ['Você tem {returnDays} a partir da entrega para devolver qualquer produto, sem precisar explicar o motivo.'],
      },
      condition: {
        heading: 'O que aceitamos de volta',
        blocks: [
          {
            list: [
              'Os itens devem estar sem uso e na embalagem original, com todos os acessórios.',
              'Por questões de higiene, shampoo e condicionador para pets só podem ser devolvidos fechados e lacrados.',
              'Um dispositivo já configurado pode ser devolvido se estiver sem danos e você o tiver removido do app Pawtrail.',
            ],
          },
        ],
      },
      start: {
        heading: 'Como solicitar uma devolução',
        blocks: [
          'Se você tem conta, abra o pedido em “Meus pedidos” e escolha “Solicitar devolução”: selecione os itens e o motivo, e você recebe uma confirmação por e-mail. Dá para acompanhar a solicitação na página do pedido. Se comprou como visitante, fale com nosso atendimento em {email} ou pelo telefone {supportPhone} ({supportHours}) e informe o número do pedido. Nos dois casos, respondemos em até um dia útil com o endereço de devolução e as instruções para o seu país.',
        ],
      },
      refund: {
        heading: 'Seu reembolso',
        blocks: [
          'Estornamos o valor dos itens devolvidos no cartão usado no pagamento em até {refundDays} depois de recebermos a devolução. Se você devolver o pedido inteiro dentro do prazo para devolução, também reembolsamos o frete padrão.',
        ],
      },
      warranty: {
        heading: 'Dispositivos com defeito e garantia',
        blocks: [
          'Nossos aparelhos têm garantia de {warrantyYears} a partir da entrega; a tabela mostra o prazo e a central de atendimento de cada país. Se um aparelho parar de funcionar direito, fale com a gente informando o número do pedido e uma breve descrição do defeito: consertamos ou trocamos sem custo, e o frete de ida e volta fica por nossa conta.',
          { table: 'service' },
        ],
      },
      damaged: {
        heading: 'Itens errados ou danificados',
        blocks: [
          'Se você recebeu o produto errado ou ele chegou danificado, avise a gente em até {damageReportDays} após a entrega e enviaremos o produto certo por nossa conta. Veja também nossa [política de entrega](/shipping#problems).',
        ],
      },
    },
  },
};
