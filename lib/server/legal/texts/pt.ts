import 'server-only';
import type { LegalTexts } from '../types';

export const pt: LegalTexts = {
  labels: {
    demoNotice:
      'Aviso: a Pawtrail é uma loja de demonstração. Os dados da empresa nesta página (responsáveis, endereço da filial, CNPJ e demais registros) são fictícios e vêm marcados com “(demonstração)”.',
    demoMark: '{value} (demonstração)',
    registrations: { cnpj: 'CNPJ', stateEntity: 'Registro da matriz' },
  },
  imprint: {
    title: 'Informações legais',
    description: 'Razão social, CNPJ, endereço e canais de atendimento da loja on-line Pawtrail no Brasil.',
    intro: 'Informações exigidas pelo Decreto nº 7.962/2013, que regulamenta o Código de Defesa do Consumidor no comércio eletrônico.',
    sections: [
      {
        id: 'company',
        heading: 'Quem vende',
        blocks: [
          {
            rows: [
              ['Razão social', '{sellerName}'],
              ['CNPJ', '{cnpj}'],
              ['Endereço', '{sellerAddress}'],
              ['Administrador', '{representative}'],
            ],
          },
          'A filial brasileira faz parte da sociedade {company}, com matriz nos Estados Unidos:',
          {
            rows: [
              ['Matriz', '{company}'],
              ['Endereço da matriz', '{address}'],
              ['Representante legal', '{headRepresentative}, diretor-presidente'],
              ['Registro da matriz', '{stateEntity}'],
            ],
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Atendimento ao cliente',
        blocks: [
          {
            rows: [
              ['Telefone', '{supportPhone} ({supportHours})'],
              ['E-mail', '{email}'],
            ],
          },
          'Veja como desistir de uma compra na página [Direito de arrependimento](/withdrawal).',
        ],
      },
    ],
  },
  withdrawal: {
    title: 'Direito de arrependimento',
    description:
      'Como desistir de uma compra feita na loja on-line Pawtrail no prazo do art. 49 do Código de Defesa do Consumidor, com a devolução integral do valor pago.',
    intro: 'Comprou pela internet e se arrependeu? O Código de Defesa do Consumidor garante o seu direito de desistir da compra, sem precisar dizer o motivo.',
    sections: [
      {
        id: 'seller',
        heading: 'Quem vende',
        blocks: [
          {
            rows: [
              ['Razão social', '{sellerName}'],
              ['CNPJ', '{cnpj}'],
              ['Endereço', '{sellerAddress}'],
              ['Atendimento', '{supportPhone} ({supportHours})'],
              ['E-mail', '{email}'],
            ],
          },
        ],
      },
      {
        id: 'right',
        heading: 'Seu direito (art. 49 do CDC)',
        blocks: [
          'Nas compras feitas fora de um estabelecimento comercial, como em nossa loja on-line, você pode desistir do contrato no prazo de {withdrawalDays} a contar do recebimento do produto, sem precisar justificar (art. 49 da Lei nº 8.078/1990, o Código de Defesa do Consumidor).',
          'Esse prazo legal vale independentemente da nossa política de devolução, que é mais ampla: aceitamos devoluções em até {returnDays} após a entrega, nas condições de [Trocas, devoluções e reembolsos](/returns).',
        ],
      },
      {
        id: 'how',
        heading: 'Como desistir da compra',
        blocks: [
          'Use o mesmo meio em que você comprou: com conta, abra o pedido em “Meus pedidos” e escolha “Solicitar devolução”. Se comprou como visitante, escreva para {email} ou ligue para {supportPhone} ({supportHours}) e informe o número do pedido. Confirmamos imediatamente, por e-mail, o recebimento da sua manifestação de arrependimento (art. 5º do Decreto nº 7.962/2013).',
          'O frete da devolução é por nossa conta: enviamos as instruções e o endereço de devolução para o seu e-mail.',
        ],
      },
      {
        id: 'refund',
        heading: 'Devolução do valor pago',
        blocks: [
          'Os valores pagos, inclusive o frete, são devolvidos de imediato e monetariamente atualizados (art. 49, parágrafo único, do CDC). Comunicamos o arrependimento na hora à administradora do seu cartão, para que a compra não seja lançada na fatura ou, se já tiver sido lançada, seja estornada (art. 5º, § 3º, do Decreto nº 7.962/2013).',
        ],
      },
    ],
  },
};
