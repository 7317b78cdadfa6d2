import 'server-only';
import type { PolicyTexts } from './types';

export const it: PolicyTexts = {
  labels: {
    contents: 'In questa pagina',
    updated: 'Ultimo aggiornamento: {date}',
    market: 'Paese',
    currency: 'Valuta',
    taxes: 'Imposte',
    standard: 'Spedizione standard',
    express: 'Spedizione express',
    freeFrom: 'Spedizione standard gratuita da',
    salesTax: 'Imposta sulle vendite USA (sales tax), aggiunta al pagamento',
    vat: 'IVA {rate} inclusa',
    consumptionTax: 'Imposta sui consumi {rate} inclusa',
    taxesIncluded: 'Imposte incluse',
    days: { one: '{days} giorno lavorativo', other: '{days} giorni lavorativi' },
    ratesCaption: 'Costi e tempi di spedizione per paese',
    taxesCaption: 'Valuta e imposte per paese',
    warranty: 'Garanzia',
    support: 'Assistenza telefonica',
    serviceCaption: 'Garanzia e assistenza telefonica per paese',
  },
  terms: {
    title: 'Condizioni d’uso e di vendita',
    description: 'Le condizioni valide quando usi il sito Pawtrail, crei un account e acquisti nel nostro negozio online.',
    intro: 'Queste condizioni valgono per il sito Pawtrail e per ogni ordine effettuato nel nostro negozio online. Leggile prima di acquistare.',
    sections: {
      scope: {
        heading: 'Chi siamo e cosa regolano queste condizioni',
        blocks: [
          'Il negozio è gestito da {company}, {address}. Queste condizioni regolano l’uso del sito, il tuo account Pawtrail e ogni acquisto dei nostri collari GPS smart, localizzatori, distributori di cibo, shampoo per animali e accessori.',
          'L’[informativa sulla privacy](/privacy), le [informazioni sulla spedizione](/shipping) e la [politica di reso](/returns) fanno parte di queste condizioni.',
        ],
      },
      account: {
        heading: 'Il tuo account',
        blocks: [
          'Puoi ordinare come ospite o con un account Pawtrail; con un account segui, annulli e restituisci i tuoi ordini in autonomia. Fornisci dati corretti, non condividere la tua password e avvisaci all’indirizzo {email} se pensi che qualcun altro abbia usato il tuo account. Per acquistare devi avere almeno 18 anni.',
          'Possiamo sospendere un account usato per frodi o abusi. Puoi chiederci di chiudere il tuo account in qualsiasi momento.',
        ],
      },
      orders: {
        heading: 'Ordini e conclusione del contratto',
        blocks: [
          'Quando effettui un ordine, ti inviamo un’email per confermarti che lo abbiamo ricevuto. Il contratto è concluso quando il pagamento viene accettato e l’ordine risulta pagato nel tuo account.',
          'Se dopo il pagamento un articolo risulta esaurito, te lo comunichiamo subito e rimborsiamo l’intero importo sulla tua carta.',
        ],
      },
      prices: {
        heading: 'Prezzi e imposte',
        blocks: [
          'I prezzi sono indicati nella valuta del paese di consegna. Negli Stati Uniti l’imposta statale sulle vendite (sales tax) viene aggiunta al pagamento; in tutti gli altri paesi i prezzi includono l’IVA o le imposte locali.',
          { table: 'taxes' },
          'I costi di spedizione compaiono nel carrello prima del pagamento e sono spiegati nelle nostre [informazioni sulla spedizione](/shipping).',
        ],
      },
      payment: {
        heading: 'Pagamento',
        blocks: [
          'Accettiamo {paymentMethods}, con addebito al momento dell’ordine; non accettiamo altri metodi di pagamento. Il numero della carta e il codice di sicurezza vanno direttamente al nostro fornitore di pagamenti e non arrivano mai a noi. Per ogni ordine conserviamo il circuito della carta e le ultime quattro cifre; se salvi una carta nel tuo account, conserviamo anche la data di scadenza e il nome del titolare (vedi la nostra [informativa sulla privacy](/privacy#cards)).',
        ],
      },
      cancellation: {
        heading: 'Annullare un ordine',
        blocks: [
          'Puoi annullare un ordine pagato finché non viene spedito: da solo, dalla pagina dell’ordine nel tuo account, oppure, per un ordine effettuato come ospite, tramite il nostro servizio clienti. Anche il nostro team può annullare un ordine pagato non ancora spedito, ad esempio quando un articolo non può essere consegnato. In entrambi i casi rimborsiamo l’intero importo sulla carta usata per il pagamento.',
          'Se l’ordine è già stato spedito, puoi restituirlo secondo la nostra [politica di reso](/returns).',
        ],
      },
      warranty: {
        heading: 'Garanzia',
        blocks: [
          'I nostri dispositivi sono coperti da una garanzia contro i difetti di fabbricazione della durata di {warrantyYears} dalla consegna. Restano salvi i tuoi diritti di legge come consumatore. La durata per ogni paese e come presentare una richiesta sono descritte nella nostra [politica sui resi](/returns#warranty).',
        ],
      },
      liability: {
        heading: 'Responsabilità',
        blocks: [
          'Un collare GPS smart ti aiuta a ritrovare il tuo animale, ma la localizzazione dipende dalla copertura satellitare, Wi-Fi e della rete mobile e può essere in ritardo o imprecisa. Non sostituisce la tua sorveglianza.',
          'Rispondiamo senza limiti in caso di dolo, colpa grave e danni alla vita, all’integrità fisica o alla salute, e per il resto nei limiti previsti dalla legge del tuo paese.',
        ],
      },
      law: {
        heading: 'Legge applicabile',
        blocks: [
          'Queste condizioni sono regolate dalla legge dello Stato della California. Se vivi in un altro paese, restano valide per te le norme inderogabili a tutela dei consumatori di quel paese.',
        ],
      },
      changes: {
        heading: 'Modifiche e contatti',
        blocks: [
          'Possiamo aggiornare queste condizioni; a ogni ordine si applica la versione in vigore al momento dell’acquisto. Domande? Scrivici a {email} o chiama il {supportPhone} ({supportHours}).',
        ],
      },
    },
  },
  privacy: {
    title: 'Informativa sulla privacy',
    description: 'Quali dati personali raccoglie Pawtrail, perché, per quanto tempo li conserviamo e come esercitare i tuoi diritti.',
    intro: 'Raccogliamo solo i dati che ci servono per gestire il tuo account, consegnare i tuoi ordini e rispondere alle tue domande. Non li vendiamo mai.',
    sections: {
      controller: {
        heading: 'Titolare del trattamento',
        blocks: [
          'Il titolare del trattamento dei tuoi dati personali su questo sito è {company}, {address}. Il nostro team privacy risponde a {privacyEmail}.',
        ],
      },
      data: {
        heading: 'Quali dati raccogliamo',
        blocks: [
          {
            list: [
              'Account: indirizzo email, nome, password (conservata solo come hash sicuro) e lingua.',
              'Indirizzi: gli indirizzi di consegna che salvi, con numero di telefono.',
              'Ordini: cosa hai acquistato, prezzi, imposte, metodo di spedizione e numero di tracciamento.',
              'Messaggi: ciò che ci invii tramite il modulo di contatto o via email, con i recapiti che indichi.',
              'Iscrizioni: newsletter e avvisi per gli investitori, attivati solo dopo che li hai confermati con il link nella nostra email (doppio opt-in).',
            ],
          },
        ],
      },
      cards: {
        heading: 'Carte di pagamento',
        blocks: [
          'I numeri delle carte e i codici di sicurezza non arrivano mai ai nostri server né ai nostri log: li inserisci per il nostro fornitore di pagamenti, che li custodisce e ci consegna un token. Per ogni ordine conserviamo il circuito della carta e le ultime quattro cifre. Se salvi una carta nel tuo account, conserviamo anche la data di scadenza e il nome del titolare, finché non la elimini.',
        ],
      },
      cookies: {
        heading: 'Cookie',
        blocks: [
          'Usiamo solo i cookie e la memoria del browser necessari al funzionamento del sito: la sessione di accesso, la lingua scelta, il carrello e un token di sicurezza che protegge i moduli. Nessun cookie pubblicitario o di tracciamento e nessuno strumento di analisi di terzi.',
        ],
      },
      purposes: {
        heading: 'Perché usiamo i tuoi dati',
        blocks: [
          'Usiamo i tuoi dati per gestire il tuo account e consegnare i tuoi ordini (esecuzione del contratto), per proteggere il sito e i pagamenti (legittimo interesse), per conservare le fatture per il tempo richiesto dalla normativa fiscale (obbligo di legge) e per inviarti newsletter e avvisi che hai richiesto (consenso, che puoi revocare in qualsiasi momento).',
        ],
      },
      sharing: {
        heading: 'Chi riceve i tuoi dati',
        blocks: [
          'I tuoi dati arrivano solo ai fornitori che ci aiutano: il fornitore di servizi di pagamento, il corriere che consegna il tuo pacco e il nostro fornitore di hosting. Possono usarli solo per nostro conto. Quando i dati escono dall’Unione europea, ci basiamo sulle clausole contrattuali tipo della Commissione europea.',
        ],
      },
      retention: {
        heading: 'Per quanto tempo li conserviamo',
        blocks: [
          'Conserviamo i dati dell’account finché esiste e li cancelliamo entro 30 giorni dalla chiusura. Ordini e fatture restano archiviati fino a 10 anni, come richiesto dalla normativa fiscale. I messaggi vengono cancellati 2 anni dopo l’ultima risposta. Le iscrizioni terminano quando ti disiscrivi.',
        ],
      },
      rights: {
        heading: 'I tuoi diritti',
        blocks: [
          'In base al GDPR puoi chiedere l’accesso ai tuoi dati, la rettifica, la cancellazione o una copia da portare altrove (portabilità), opporti al trattamento e presentare reclamo a un’autorità di controllo, in Italia il Garante per la protezione dei dati personali. Se vivi in California, il CCPA ti dà il diritto di conoscere, cancellare e correggere i tuoi dati; non vendiamo né condividiamo dati personali a fini pubblicitari.',
          'Rispondiamo entro un mese e non ti riserveremo mai un trattamento diverso perché hai esercitato i tuoi diritti.',
        ],
      },
      contact: {
        heading: 'Contatti',
        blocks: [
          'Per qualsiasi domanda sui tuoi dati scrivi a {privacyEmail}. Per ordini e prodotti, il nostro servizio clienti ti risponde all’indirizzo {email} e al numero {supportPhone} ({supportHours}).',
        ],
      },
    },
  },
  shipping: {
    title: 'Informazioni sulla spedizione',
    description: 'Dove spedisce Pawtrail, quanto costa la spedizione, quanto dura la consegna e come seguire il tuo pacco.',
    intro:
      'Spediamo dal nostro magazzino in ogni paese di consegna: il tuo pacco non attraversa mai una frontiera, quindi niente controlli doganali, dazi o spese di importazione alla consegna.',
    sections: {
      markets: {
        heading: 'Dove spediamo',
        blocks: [
          'Consegniamo in questi paesi: {countries}. Paghi nella valuta del paese di consegna e il prezzo include già le sue imposte (negli Stati Uniti l’imposta sulle vendite viene aggiunta al pagamento).',
          { table: 'taxes' },
        ],
      },
      rates: {
        heading: 'Costi e tempi di spedizione',
        blocks: [
          'Al pagamento scegli tra spedizione standard ed express. La spedizione standard è gratuita quando l’ordine raggiunge l’importo indicato per il tuo paese.',
          { table: 'rates' },
          'I tempi di consegna si contano in giorni lavorativi dalla spedizione, esclusi fine settimana e festivi.',
        ],
      },
      dispatch: {
        heading: 'Evasione dell’ordine',
        blocks: [
          'Gli ordini pagati entro le {dispatchCutoff} (ora locale) di un giorno lavorativo lasciano di solito il nostro magazzino il giorno stesso; quelli successivi partono il giorno lavorativo seguente.',
        ],
      },
      tracking: {
        heading: 'Tracciamento del pacco',
        blocks: [
          'Ogni ordine viene spedito con un corriere e un numero di tracciamento. Appena il pacco è in viaggio ti inviamo un’email con il link per seguirlo; lo stesso link compare nella pagina dell’ordine nel tuo account.',
        ],
      },
      cancellation: {
        heading: 'Annullare prima della spedizione',
        blocks: [
          'Puoi annullare un ordine pagato finché non viene spedito, dal tuo account oppure, per un ordine effettuato come ospite, tramite il nostro servizio clienti, e l’intero importo torna sulla tua carta. Dopo la spedizione, consulta la nostra [politica sui resi](/returns).',
        ],
      },
      problems: {
        heading: 'Pacchi in ritardo, smarriti o danneggiati',
        blocks: [
          'Se il pacco non è arrivato dopo {lateParcelDays} dalla data prevista, o arriva danneggiato, contattaci all’indirizzo {email} o al numero {supportPhone} ({supportHours}) indicando il numero d’ordine. Faremo una verifica con il corriere e ti invieremo un prodotto sostitutivo o ti rimborseremo.',
        ],
      },
    },
  },
  returns: {
    title: 'Resi e rimborsi',
    description: 'Come restituire un prodotto Pawtrail, quando ricevi il rimborso e cosa copre la garanzia. Termine per il reso: {returnDays} dalla consegna.',
    intro: 'Il tuo acquisto non ti convince? Hai {returnDays} dalla consegna per restituirlo.',
    sections: {
      period: {
        heading: 'Il diritto di cambiare idea',
        blocks: ['Hai {returnDays} dalla consegna per restituire qualsiasi articolo, senza dover indicare un motivo.'],
      },
      condition: {
        heading: 'Cosa accettiamo',
        blocks: [
          {
            list: [
              'Gli articoli devono essere inutilizzati e nella confezione originale, con tutti gli accessori.',
              'Per motivi igienici, shampoo e balsamo per animali si possono restituire solo se non aperti e ancora sigillati.',
              'Un dispositivo già configurato si può restituire se è integro e lo hai rimosso dalla tua app Pawtrail.',
            ],
          },
        ],
      },
      start: {
        heading: 'Come avviare un reso',
        blocks: [
          'Se hai un account, apri l’ordine in «I miei ordini» e scegli «Richiedi un reso»: seleziona gli articoli e il motivo, e ricevi una conferma via email. Puoi seguire la richiesta dalla pagina dell’ordine. Se hai ordinato come ospite, contatta il nostro servizio clienti all’indirizzo {email} o al numero {supportPhone} ({supportHours}) indicando il numero d’ordine. In entrambi i casi ti rispondiamo entro un giorno lavorativo con l’indirizzo per il reso e le istruzioni per il tuo paese.',
        ],
      },
      refund: {
        heading: 'Il tuo rimborso',
        blocks: [
          'Rimborsiamo il prezzo degli articoli resi sulla carta usata per il pagamento, al più tardi {refundDays} dopo aver ricevuto il reso. Se restituisci l’intero ordine entro il termine per il reso, rimborsiamo anche la spedizione standard.',
        ],
      },
      warranty: {
        heading: 'Dispositivi difettosi e garanzia',
        blocks: [
          'I nostri dispositivi sono coperti da una garanzia di {warrantyYears} dalla consegna; la tabella indica la durata e il telefono dell’assistenza di ogni paese. Se un dispositivo non funziona più correttamente, contattaci con il numero d’ordine e una breve descrizione del guasto: lo ripariamo o lo sostituiamo gratuitamente, e la spedizione in entrambe le direzioni è a nostro carico.',
          { table: 'service' },
        ],
      },
      damaged: {
        heading: 'Articoli sbagliati o danneggiati',
        blocks: [
          'Se hai ricevuto un articolo sbagliato o danneggiato, avvisaci al più tardi {damageReportDays} dopo la consegna e ti invieremo quello giusto a nostre spese. Vedi anche la nostra [politica di spedizione](/shipping#problems).',
        ],
      },
    },
  },
};
