import 'server-only';
import type { PolicyTexts } from './types';

export const es: PolicyTexts = {
  labels: {
    contents: 'En esta página',
    updated: 'Última actualización: {date}',
    market: 'País',
    currency: 'Moneda',
    taxes: 'Impuestos',
    standard: 'Envío estándar',
    express: 'Envío exprés',
    freeFrom: 'Envío estándar gratis desde',
    salesTax: 'Impuesto sobre las ventas de EE. UU. (sales tax), añadido al pagar',
    vat: 'IVA del {rate} incluido',
    consumptionTax: 'Impuesto sobre el consumo del {rate} incluido',
    taxesIncluded: 'Impuestos incluidos',
    days: { one: '{days} día hábil', other: '{days} días hábiles' },
    ratesCaption: 'Gastos y plazos de envío por país',
    taxesCaption: 'Moneda e impuestos por país',
    warranty: 'Garantía',
    support: 'Atención telefónica',
    serviceCaption: 'Garantía y atención telefónica por país',
  },
  terms: {
    title: 'Condiciones de uso y venta',
    description: 'Las condiciones que se aplican cuando usas la web de Pawtrail, creas una cuenta y compras en nuestra tienda online.',
    intro: 'Estas condiciones se aplican a la web de Pawtrail y a cada pedido que hagas en nuestra tienda online. Léelas antes de comprar.',
    sections: {
      scope: {
        heading: 'Quiénes somos y qué regulan estas condiciones',
        blocks: [
          'La tienda está gestionada por {company}, {address}. Estas condiciones regulan el uso de esta web, tu cuenta de Pawtrail y cualquier compra de nuestros collares GPS, localizadores, comederos automáticos, champús para mascotas y accesorios.',
          'Nuestra [política de privacidad](/privacy), la [política de envíos](/shipping) y la [política de devoluciones](/returns) forman parte de estas condiciones.',
        ],
      },
      account: {
        heading: 'Tu cuenta',
        blocks: [
          'Puedes comprar como invitado o con una cuenta Pawtrail; con una cuenta, sigues, cancelas y devuelves tus pedidos tú mismo. Danos datos correctos, no compartas tu contraseña y avísanos en {email} si crees que otra persona ha usado tu cuenta. Para comprar debes tener al menos 18 años.',
          'Podemos suspender una cuenta que se utilice para fraudes o abusos. Puedes pedirnos que cerremos tu cuenta en cualquier momento.',
        ],
      },
      orders: {
        heading: 'Pedidos y contrato',
        blocks: [
          'Cuando haces un pedido, te enviamos un correo electrónico para confirmar que lo hemos recibido. El contrato se formaliza en cuanto se acepta el pago y el pedido aparece como pagado en tu cuenta.',
          'Si después del pago resulta que un artículo no está disponible, te lo decimos de inmediato y te devolvemos el importe íntegro en tu tarjeta.',
        ],
      },
      prices: {
        heading: 'Precios e impuestos',
        blocks: [
          'Los precios se muestran en la moneda del país de entrega. En Estados Unidos, el impuesto estatal sobre las ventas (sales tax) se añade al pagar; en el resto de países, los precios incluyen el IVA o los impuestos locales.',
          { table: 'taxes' },
          'Los gastos de envío aparecen en tu carrito antes de pagar y se explican en nuestra [política de envíos](/shipping).',
        ],
      },
      payment: {
        heading: 'Pago',
        blocks: [
          'Aceptamos {paymentMethods}, con cargo en el momento del pedido; no aceptamos otros medios de pago. El número de la tarjeta y el código de seguridad van directamente a nuestro proveedor de pagos y nunca llegan a nosotros. De cada pedido guardamos la marca de la tarjeta y sus cuatro últimos dígitos; si guardas una tarjeta en tu cuenta, guardamos también su fecha de caducidad y el nombre del titular (consulta nuestra [política de privacidad](/privacy#cards)).',
        ],
      },
      cancellation: {
        heading: 'Cancelar un pedido',
        blocks: [
          'Puedes cancelar un pedido pagado mientras no se haya enviado: tú mismo desde la página del pedido en tu cuenta o, si compraste como invitado, a través de nuestro equipo de atención al cliente. Nuestro equipo también puede cancelar un pedido pagado que no se haya enviado, por ejemplo cuando un artículo no se puede entregar. En ambos casos, te devolvemos el importe íntegro en la tarjeta con la que pagaste.',
          'Si el pedido ya se ha enviado, puedes devolverlo según nuestra [política de devoluciones](/returns).',
        ],
      },
      warranty: {
        heading: 'Garantía',
        blocks: [
          'Nuestros dispositivos tienen una garantía frente a defectos de fabricación de {warrantyYears} desde la entrega. Esto no afecta a tus derechos legales como consumidor. El plazo de cada país y cómo hacer una reclamación se explican en nuestra [política de devoluciones](/returns#warranty).',
        ],
      },
      liability: {
        heading: 'Responsabilidad',
        blocks: [
          'Un collar GPS inteligente te ayuda a encontrar a tu mascota, pero la localización depende de la cobertura de satélite, wifi y red móvil, y puede retrasarse o ser imprecisa. No sustituye a tu vigilancia.',
          'Respondemos sin límite en caso de dolo, negligencia grave y daños a la vida, la integridad física o la salud, y en lo demás en la medida en que lo exija la ley de tu país.',
        ],
      },
      law: {
        heading: 'Legislación aplicable',
        blocks: [
          'Estas condiciones se rigen por las leyes del estado de California. Si vives en otro país, se te siguen aplicando las normas imperativas de protección de los consumidores de ese país.',
        ],
      },
      changes: {
        heading: 'Cambios y contacto',
        blocks: [
          'Podemos actualizar estas condiciones; a cada pedido se le aplica la versión vigente en el momento de realizarlo. ¿Tienes dudas? Escríbenos a {email} o llámanos al {supportPhone} ({supportHours}).',
        ],
      },
    },
  },
  privacy: {
    title: 'Política de privacidad',
    description: 'Qué datos personales recoge Pawtrail, para qué, cuánto tiempo los conservamos y cómo ejercer tus derechos.',
    intro: 'Solo recogemos los datos que necesitamos para gestionar tu cuenta, entregar tus pedidos y responder a tus preguntas. Nunca los vendemos.',
    sections: {
      controller: {
        heading: 'Responsable del tratamiento',
        blocks: [
          '{company}, {address}, es responsable del tratamiento de tus datos personales en esta web. Puedes escribir a nuestro equipo de privacidad en {privacyEmail}.',
        ],
      },
      data: {
        heading: 'Qué datos recogemos',
        blocks: [
          {
            list: [
              'Cuenta: tu dirección de correo electrónico, nombre, contraseña (guardada solo como hash seguro) e idioma.',
              'Direcciones: las direcciones de entrega que guardas, con número de teléfono.',
              'Pedidos: qué has comprado, precios, impuestos, método de envío y número de seguimiento.',
              'Mensajes: lo que nos envías mediante el formulario de contacto o por correo electrónico, con los datos de contacto que indiques.',
              'Suscripciones: boletín y alertas para inversores, que solo se activan después de que las confirmes con el enlace de nuestro correo (doble opt-in).',
            ],
          },
        ],
      },
      cards: {
        heading: 'Tarjetas de pago',
        blocks: [
          'Los números de tarjeta y los códigos de seguridad nunca llegan a nuestros servidores ni a nuestros registros: los introduces para nuestro proveedor de pagos, que los custodia y nos entrega un token. De cada pedido guardamos la marca de la tarjeta y sus cuatro últimos dígitos. Si guardas una tarjeta en tu cuenta, guardamos también su fecha de caducidad y el nombre del titular, hasta que la elimines.',
        ],
      },
      cookies: {
        heading: 'Cookies',
        blocks: [
          'Solo usamos las cookies y el almacenamiento del navegador que la web necesita para funcionar: tu sesión, el idioma que eliges, tu carrito y un token de seguridad que protege los formularios. No usamos cookies publicitarias ni de seguimiento, ni herramientas de analítica de terceros.',
        ],
      },
      purposes: {
        heading: 'Para qué usamos tus datos',
        blocks: [
          'Usamos tus datos para gestionar tu cuenta y entregar tus pedidos (ejecución del contrato), proteger la web y los pagos (interés legítimo), conservar las facturas durante el tiempo que exige la normativa fiscal (obligación legal) y enviarte los boletines y alertas que has pedido (consentimiento, que puedes retirar cuando quieras).',
        ],
      },
      sharing: {
        heading: 'Quién recibe tus datos',
        blocks: [
          'Tus datos solo llegan a los proveedores que nos ayudan: el proveedor de pagos, la empresa de transporte que entrega tu paquete y nuestro proveedor de alojamiento. Solo pueden usarlos por encargo nuestro. Cuando los datos salen de la Unión Europea, nos basamos en las cláusulas contractuales tipo de la Comisión Europea.',
        ],
      },
      retention: {
        heading: 'Cuánto tiempo los conservamos',
        blocks: [
          'Conservamos los datos de la cuenta mientras exista y los eliminamos en un plazo de 30 días desde que la cierras. Los pedidos y las facturas se conservan hasta 10 años porque así lo exige la normativa fiscal. Los mensajes se eliminan 2 años después de la última respuesta. Las suscripciones terminan cuando te das de baja.',
        ],
      },
      rights: {
        heading: 'Tus derechos',
        blocks: [
          'Según el RGPD puedes pedir acceso a tus datos, su rectificación, su supresión o una copia para llevártelos (portabilidad), oponerte a su tratamiento y reclamar ante una autoridad de protección de datos, en España la AEPD. Si vives en California, la CCPA te da derecho a conocer, eliminar y corregir tus datos; no vendemos ni compartimos datos personales con fines publicitarios.',
          'Respondemos en el plazo de un mes y nunca te trataremos de forma distinta por ejercer tus derechos.',
        ],
      },
      contact: {
        heading: 'Contacto',
        blocks: [
          'Para cualquier cuestión sobre tus datos, escribe a {privacyEmail}. Para pedidos y productos, nuestro equipo de atención al cliente te atiende en {email} y en el {supportPhone} ({supportHours}).',
        ],
      },
    },
  },
  shipping: {
    title: 'Política de envíos',
    description: 'A dónde envía Pawtrail, cuánto cuesta el envío, cuánto tarda la entrega y cómo seguir tu paquete.',
    intro:
      'Enviamos desde nuestro propio almacén en cada país de entrega, así que tu paquete nunca cruza una frontera: sin inspecciones de aduana ni aranceles o gastos de importación al recibirlo.',
    sections: {
      markets: {
        heading: 'A dónde enviamos',
        blocks: [
          'Realizamos envíos a estos países: {countries}. Pagas en la moneda del país de entrega y el precio ya incluye sus impuestos (en Estados Unidos, el impuesto sobre las ventas se añade al pagar).',
          { table: 'taxes' },
        ],
      },
      rates: {
        heading: 'Gastos y plazos de envío',
        blocks: [
          'Elige envío estándar o exprés al pagar. El envío estándar es gratis cuando tu pedido alcanza el importe indicado para tu país.',
          { table: 'rates' },
          'Los plazos se cuentan en días hábiles desde el envío, sin fines de semana ni festivos.',
        ],
      },
      dispatch: {
        heading: 'Preparación del pedido',
        blocks: [
          'Los pedidos pagados antes de las {dispatchCutoff} (hora local) de un día hábil suelen salir de nuestro almacén ese mismo día; los posteriores se envían el siguiente día hábil.',
        ],
      },
      tracking: {
        heading: 'Seguimiento del paquete',
        blocks: [
          'Todos los pedidos se envían con una empresa de transporte y un número de seguimiento. En cuanto tu paquete está en camino, te enviamos un correo con un enlace para seguirlo; el mismo enlace aparece en la página del pedido en tu cuenta.',
        ],
      },
      cancellation: {
        heading: 'Cancelar antes del envío',
        blocks: [
          'Puedes cancelar un pedido pagado mientras no se haya enviado, desde tu cuenta o, si compraste como invitado, a través de nuestro equipo de atención al cliente, y te devolvemos el importe íntegro en tu tarjeta. Después, consulta nuestra [política de devoluciones](/returns).',
        ],
      },
      problems: {
        heading: 'Paquetes retrasados, perdidos o dañados',
        blocks: [
          'Si tu paquete no ha llegado {lateParcelDays} después de la fecha prevista, o llega dañado, escríbenos a {email} o llámanos al {supportPhone} ({supportHours}) indicando tu número de pedido. Lo localizaremos con la empresa de transporte y te enviaremos un repuesto o te devolveremos el dinero.',
        ],
      },
    },
  },
  returns: {
    title: 'Devoluciones y reembolsos',
    description: 'Cómo devolver un producto Pawtrail, cuándo recibes el reembolso y qué cubre la garantía. Plazo de devolución: {returnDays} desde la entrega.',
    intro: '¿No te convence tu compra? Tienes {returnDays} desde la entrega para devolverla.',
    sections: {
      period: {
        heading: 'Derecho a cambiar de opinión',
        blocks: ['Tienes {returnDays} desde la entrega para devolver cualquier artículo, sin necesidad de dar explicaciones.'],
      },
      condition: {
        heading: 'Qué aceptamos',
        blocks: [
          {
            list: [
              'Los artículos deben estar sin usar y en su embalaje original, con todos sus accesorios.',
              'Por motivos de higiene, el champú y el acondicionador para mascotas solo se aceptan sin abrir y con el precinto intacto.',
              'Puedes devolver un dispositivo ya configurado si no está dañado y lo has eliminado de tu app Pawtrail.',
            ],
          },
        ],
      },
      start: {
        heading: 'Cómo iniciar una devolución',
        blocks: [
          'Si tienes cuenta, abre el pedido en «Mis pedidos» y elige «Solicitar una devolución»: selecciona los artículos y el motivo, y recibirás una confirmación por correo electrónico. Puedes seguir la solicitud en la página del pedido. Si compraste como invitado, escribe a nuestro equipo de atención al cliente a {email} o llama al {supportPhone} ({supportHours}) con tu número de pedido. En ambos casos, te respondemos en un día hábil con la dirección de devolución y las instrucciones para tu país.',
        ],
      },
      refund: {
        heading: 'Tu reembolso',
        blocks: [
          'Te devolvemos el precio de los artículos devueltos en la tarjeta con la que pagaste, como máximo {refundDays} después de recibir la devolución. Si devuelves el pedido completo dentro del plazo de devolución, también te reembolsamos el envío estándar.',
        ],
      },
      warranty: {
        heading: 'Dispositivos defectuosos y garantía',
        blocks: [
          'Nuestros dispositivos tienen una garantía de {warrantyYears} desde la entrega; la tabla muestra el plazo y la línea de atención de cada país. Si un dispositivo deja de funcionar correctamente, escríbenos con tu número de pedido y una breve descripción del fallo: lo reparamos o lo sustituimos gratis, y el envío de ida y vuelta corre de nuestra cuenta.',
          { table: 'service' },
        ],
      },
      damaged: {
        heading: 'Artículos equivocados o dañados',
        blocks: [
          'Si recibiste un artículo equivocado o llegó dañado, avísanos como máximo {damageReportDays} después de la entrega y te enviaremos el correcto por nuestra cuenta. Consulta también nuestra [política de envíos](/shipping#problems).',
        ],
      },
    },
  },
};
