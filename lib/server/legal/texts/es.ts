import 'server-only';
import type { LegalTexts } from '../types';

export const es: LegalTexts = {
  labels: {
    demoNotice:
      'Aviso: Pawtrail es una tienda de demostración. Los datos de la empresa que figuran en esta página (representantes, domicilio de la sucursal, datos registrales y NIF-IVA) son ficticios y se señalan con «(demo)».',
    demoMark: '{value} (demo)',
    registrations: { commercialRegister: 'Datos registrales', vatId: 'NIF-IVA', stateEntity: 'Registro de la sociedad' },
  },
  imprint: {
    title: 'Aviso legal',
    description: 'Titular de la tienda en línea Pawtrail, domicilio, datos registrales, NIF-IVA y datos de contacto, conforme a la LSSI-CE.',
    intro:
      'Información general exigida por el artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE).',
    sections: [
      {
        id: 'owner',
        heading: 'Titular del sitio web y vendedor',
        blocks: [
          'Los pedidos realizados desde España se celebran con la sociedad, que actúa a través de su sucursal en Alemania, su establecimiento en la Unión Europea.',
          {
            rows: [
              ['Establecimiento', '{sellerName}'],
              ['Domicilio', '{sellerAddress}'],
              ['Representante', '{representative}'],
              ['Datos registrales', '{commercialRegister}'],
              ['NIF-IVA', '{vatId}'],
            ],
          },
          {
            rows: [
              ['Sociedad', '{company}'],
              ['Domicilio social', '{address}'],
              ['Representante legal', '{headRepresentative}, consejero delegado'],
              ['Registro de la sociedad', '{stateEntity}'],
            ],
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Contacto',
        blocks: [
          {
            rows: [
              ['Teléfono', '{supportPhone} ({supportHours})'],
              ['Correo electrónico', '{email}'],
            ],
          },
          'Encontrarás tu derecho de desistimiento y el modelo de formulario en la página [Derecho de desistimiento](/withdrawal).',
        ],
      },
    ],
  },
  withdrawal: {
    title: 'Derecho de desistimiento',
    description: 'Tu derecho legal de desistimiento en las compras de la tienda Pawtrail, sus consecuencias y el modelo de formulario de desistimiento.',
    intro:
      'Como consumidor, dispones de un derecho de desistimiento legal en los términos que se indican a continuación. Al final de la página recordamos nuestro plazo de devolución comercial, que es más amplio.',
    sections: [
      {
        id: 'right',
        heading: 'Derecho de desistimiento',
        blocks: [
          'Tiene usted derecho a desistir del presente contrato en un plazo de {withdrawalDays} sin necesidad de justificación. El plazo de desistimiento expirará a los {withdrawalDays} del día en que usted o un tercero por usted indicado, distinto del transportista, adquirió la posesión material de los bienes. Si encargó varios bienes en un mismo pedido y se entregan por separado, el plazo se cuenta desde el día en que adquirió la posesión material del último de ellos.',
          'Para ejercer el derecho de desistimiento, deberá usted notificarnos ({sellerName}, {sellerAddress}, teléfono: {supportPhone}, correo electrónico: {email}) su decisión de desistir del contrato a través de una declaración inequívoca (por ejemplo, una carta enviada por correo postal o un correo electrónico). Podrá utilizar el modelo de formulario de desistimiento que figura a continuación, aunque su uso no es obligatorio. Si tiene cuenta, también puede desistir desde la página del pedido, en «Mis pedidos»; en ese caso le enviaremos sin demora por correo electrónico un acuse de recibo.',
          'Para cumplir el plazo de desistimiento, basta con que la comunicación relativa al ejercicio por su parte de este derecho sea enviada antes de que venza el plazo correspondiente.',
        ],
      },
      {
        id: 'consequences',
        heading: 'Consecuencias del desistimiento',
        blocks: [
          'En caso de desistimiento por su parte, le devolveremos todos los pagos recibidos de usted, incluidos los gastos de entrega (con la excepción de los gastos adicionales resultantes de la elección por su parte de una modalidad de entrega diferente a la modalidad menos costosa de entrega ordinaria que ofrezcamos) sin ninguna demora indebida y, en todo caso, a más tardar {withdrawalRefundDays} a partir de la fecha en la que se nos informe de su decisión de desistir del presente contrato. Procederemos a efectuar dicho reembolso utilizando el mismo medio de pago empleado por usted para la transacción inicial, a no ser que haya usted dispuesto expresamente lo contrario; en todo caso, no incurrirá en ningún gasto como consecuencia del reembolso. Podremos retener el reembolso hasta haber recibido los bienes, o hasta que usted haya presentado una prueba de la devolución de estos, según qué condición se cumpla primero.',
          'Deberá usted devolvernos o entregarnos directamente los bienes sin ninguna demora indebida y, en cualquier caso, a más tardar {withdrawalDays} a partir de la fecha en que nos comunique su decisión de desistimiento del contrato. Se considerará cumplido el plazo si efectúa la devolución de los bienes antes de que haya concluido dicho plazo. Nosotros asumiremos el coste de la devolución de los bienes.',
          'Solo será usted responsable de la disminución de valor de los bienes resultante de una manipulación distinta a la necesaria para establecer la naturaleza, las características y el funcionamiento de los bienes.',
        ],
      },
      {
        id: 'exclusion',
        heading: 'Excepción al derecho de desistimiento',
        blocks: [
          'Conforme al artículo 103.e) del Texto Refundido de la Ley General para la Defensa de los Consumidores y Usuarios, no cabe el desistimiento respecto de bienes precintados que no sean aptos para ser devueltos por razones de protección de la salud o de higiene y que hayan sido desprecintados tras la entrega, como un champú o un acondicionador para mascotas abierto.',
        ],
      },
      {
        id: 'form',
        heading: 'Modelo de formulario de desistimiento',
        blocks: [
          {
            form: [
              '(Solo debe cumplimentar y enviar el presente formulario si desea desistir del contrato.)',
              'A la atención de {sellerName}, {sellerAddress}, correo electrónico: {email}:',
              'Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de venta del siguiente bien (*)/prestación del siguiente servicio (*)',
              'Pedido el/recibido el (*)',
              'Nombre del consumidor o de los consumidores',
              'Domicilio del consumidor o de los consumidores',
              'Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel)',
              'Fecha',
              '(*) Táchese lo que no proceda.',
            ],
          },
        ],
      },
      {
        id: 'voluntary',
        heading: 'Nuestro plazo de devolución comercial',
        blocks: [
          'Además de este derecho legal, aceptamos las devoluciones que nos hagas dentro de {returnDays} desde la entrega, en las condiciones de [Devoluciones y reembolsos](/returns). Este plazo comercial no limita tu derecho de desistimiento ni las garantías legales que te corresponden.',
        ],
      },
    ],
  },
};
