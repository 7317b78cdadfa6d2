import 'server-only';
import type { LegalTexts } from '../types';

export const it: LegalTexts = {
  labels: {
    demoNotice:
      'Avvertenza: Pawtrail è un negozio dimostrativo. I dati societari riportati in questa pagina (rappresentanti, indirizzo della sede secondaria, numeri di registro e di partita IVA) sono fittizi e contrassegnati con «(demo)».',
    demoMark: '{value} (demo)',
    registrations: { commercialRegister: 'Registro delle imprese', vatId: 'Partita IVA comunitaria', stateEntity: 'Registro della società' },
  },
  imprint: {
    title: 'Note legali',
    description: 'Titolare del negozio online Pawtrail, sede, dati di registro, partita IVA e contatti.',
    intro: 'Informazioni rese ai sensi dell’art. 7 del D.lgs. 70/2003 sul commercio elettronico e dell’art. 2250 del Codice civile.',
    sections: [
      {
        id: 'owner',
        heading: 'Titolare del sito e venditore',
        blocks: [
          'Gli ordini effettuati dall’Italia sono conclusi con la società, che opera tramite la propria sede secondaria in Germania, il suo stabilimento nell’Unione europea.',
          {
            rows: [
              ['Sede secondaria', '{sellerName}'],
              ['Indirizzo', '{sellerAddress}'],
              ['Rappresentante', '{representative}'],
              ['Registro delle imprese', '{commercialRegister}'],
              ['Partita IVA comunitaria', '{vatId}'],
            ],
          },
          {
            rows: [
              ['Società', '{company}'],
              ['Sede legale', '{address}'],
              ['Legale rappresentante', '{headRepresentative}, amministratore delegato'],
              ['Registro della società', '{stateEntity}'],
            ],
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Contatti',
        blocks: [
          {
            rows: [
              ['Telefono', '{supportPhone} ({supportHours})'],
              ['E-mail', '{email}'],
            ],
          },
          'Il diritto di recesso e il modulo tipo sono illustrati nella pagina [Diritto di recesso](/withdrawal).',
        ],
      },
    ],
  },
  withdrawal: {
    title: 'Diritto di recesso',
    description: 'Il diritto di recesso previsto dalla legge per gli acquisti nel negozio Pawtrail, i suoi effetti e il modulo di recesso tipo.',
    intro:
      'In qualità di consumatore, hai un diritto di recesso previsto dalla legge alle condizioni indicate qui sotto. In fondo alla pagina trovi il nostro termine di reso commerciale, più lungo.',
    sections: [
      {
        id: 'right',
        heading: 'Diritto di recesso',
        blocks: [
          'Ha il diritto di recedere dal contratto, senza indicarne le ragioni, entro {withdrawalDays}. Il periodo di recesso scade dopo {withdrawalDays} dal giorno in cui Lei o un terzo, diverso dal vettore e da Lei designato, acquisisce il possesso fisico dei beni. Se ha ordinato più beni con un unico ordine e questi vengono consegnati separatamente, il periodo decorre dal giorno in cui acquisisce il possesso fisico dell’ultimo bene.',
          'Per esercitare il diritto di recesso, Lei è tenuto a informarci ({sellerName}, {sellerAddress}, telefono: {supportPhone}, e-mail: {email}) della Sua decisione di recedere dal presente contratto tramite una dichiarazione esplicita (ad esempio lettera inviata per posta o posta elettronica). A tal fine può utilizzare il modulo tipo di recesso riportato qui sotto, ma non è obbligatorio. Se ha un account, può recedere anche dalla pagina dell’ordine, in «I miei ordini»; in tal caso Le invieremo senza indugio una conferma di ricevimento via e-mail.',
          'Per rispettare il termine di recesso, è sufficiente che Lei invii la comunicazione relativa all’esercizio del diritto di recesso prima della scadenza del periodo di recesso.',
        ],
      },
      {
        id: 'consequences',
        heading: 'Effetti del recesso',
        blocks: [
          'Se Lei recede dal presente contratto, Le saranno rimborsati tutti i pagamenti che ha effettuato a nostro favore, compresi i costi di consegna (ad eccezione dei costi supplementari derivanti dalla Sua eventuale scelta di un tipo di consegna diverso dal tipo meno costoso di consegna standard da noi offerto), senza indebito ritardo e comunque entro {withdrawalRefundDays} dal giorno in cui siamo informati della Sua decisione di recedere dal presente contratto. Detti rimborsi saranno effettuati utilizzando lo stesso mezzo di pagamento da Lei usato per la transazione iniziale, salvo che Lei non abbia espressamente convenuto altrimenti; in ogni caso, non dovrà sostenere alcun costo quale conseguenza di tale rimborso. Il rimborso può essere sospeso fino al ricevimento dei beni oppure fino all’avvenuta dimostrazione da parte Sua di aver rispedito i beni, se precedente.',
          'È pregato di rispedire i beni o di consegnarli a noi senza indebiti ritardi e in ogni caso entro {withdrawalDays} dal giorno in cui ci ha comunicato il Suo recesso dal presente contratto. Il termine è rispettato se Lei rispedisce i beni prima della scadenza del periodo indicato. I costi della restituzione dei beni saranno a nostro carico.',
          'Lei è responsabile solo della diminuzione del valore dei beni risultante da una manipolazione dei beni diversa da quella necessaria per stabilire la natura, le caratteristiche e il funzionamento dei beni.',
        ],
      },
      {
        id: 'exclusion',
        heading: 'Esclusione del diritto di recesso',
        blocks: [
          'Ai sensi dell’art. 59, comma 1, lettera e), del Codice del consumo, il diritto di recesso è escluso per i beni sigillati che non si prestano a essere restituiti per motivi igienici o connessi alla protezione della salute e che sono stati aperti dopo la consegna, come uno shampoo o un balsamo per animali aperto.',
        ],
      },
      {
        id: 'form',
        heading: 'Modulo di recesso tipo',
        blocks: [
          {
            form: [
              '(Compilare e restituire il presente modulo solo se si desidera recedere dal contratto.)',
              'Destinatario: {sellerName}, {sellerAddress}, e-mail: {email}',
              'Con la presente io/noi (*) notifico/notifichiamo (*) il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni (*)/di prestazione del seguente servizio (*)',
              'Ordinato il (*)/ricevuto il (*)',
              'Nome del/dei consumatore(i)',
              'Indirizzo del/dei consumatore(i)',
              'Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)',
              'Data',
              '(*) Cancellare la dicitura inutile.',
            ],
          },
        ],
      },
      {
        id: 'voluntary',
        heading: 'Il nostro termine di reso commerciale',
        blocks: [
          'Oltre al diritto di recesso previsto dalla legge, accettiamo i resi entro {returnDays} dalla consegna, alle condizioni della pagina [Resi e rimborsi](/returns). Questo termine commerciale non limita il tuo diritto di recesso né la garanzia legale di conformità.',
        ],
      },
    ],
  },
};
