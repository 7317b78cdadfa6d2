import 'server-only';
import type { PolicyTexts } from './types';

export const de: PolicyTexts = {
  labels: {
    contents: 'Auf dieser Seite',
    updated: 'Zuletzt aktualisiert am {date}',
    market: 'Land',
    currency: 'Währung',
    taxes: 'Steuern',
    standard: 'Standardversand',
    express: 'Expressversand',
    freeFrom: 'Kostenloser Standardversand ab',
    salesTax: 'US-Verkaufssteuer (Sales Tax) wird an der Kasse hinzugerechnet',
    vat: 'inkl. {rate} MwSt.',
    consumptionTax: 'inkl. {rate} Verbrauchsteuer',
    taxesIncluded: 'Steuern inklusive',
    days: { one: '{days} Werktag', other: '{days} Werktage' },
    ratesCaption: 'Versandkosten und Lieferzeiten nach Land',
    taxesCaption: 'Währung und Steuern nach Land',
    warranty: 'Garantie',
    support: 'Support-Hotline',
    serviceCaption: 'Garantie und Support-Hotline nach Land',
  },
  terms: {
    title: 'Nutzungs- und Verkaufsbedingungen',
    description: 'Die Bedingungen für die Nutzung der Pawtrail-Website, dein Kundenkonto und deine Einkäufe in unserem Onlineshop.',
    intro: 'Diese Bedingungen gelten für die Pawtrail-Website und für jede Bestellung in unserem Onlineshop. Bitte lies sie, bevor du bestellst.',
    sections: {
      scope: {
        heading: 'Wer wir sind und wofür diese Bedingungen gelten',
        blocks: [
          'Betreiber des Shops ist {company}, {address}. Diese Bedingungen gelten für die Nutzung dieser Website, dein Pawtrail-Konto und jeden Kauf unserer GPS-Halsbänder, Tracker, Futterautomaten, Tiershampoos und unseres Zubehörs.',
          'Unsere [Datenschutzerklärung](/privacy), die [Versandinformationen](/shipping) und die [Rückgabebedingungen](/returns) sind Teil dieser Bedingungen.',
        ],
      },
      account: {
        heading: 'Dein Kundenkonto',
        blocks: [
          'Du kannst als Gast oder mit einem Pawtrail-Konto bestellen; mit Konto kannst du deine Bestellungen selbst verfolgen, stornieren und zurückschicken. Gib bitte korrekte Daten an, behalte dein Passwort für dich und melde dich unter {email}, wenn du glaubst, dass jemand anderes dein Konto benutzt hat. Bestellen kannst du ab 18 Jahren.',
          'Wir können ein Konto sperren, das für Betrug oder Missbrauch genutzt wird. Du kannst dein Konto jederzeit schließen lassen.',
        ],
      },
      orders: {
        heading: 'Bestellung und Vertragsschluss',
        blocks: [
          'Nach deiner Bestellung bestätigen wir dir per E-Mail, dass sie bei uns eingegangen ist. Der Kaufvertrag kommt zustande, sobald deine Zahlung angenommen ist und die Bestellung in deinem Konto als bezahlt erscheint.',
          'Ist ein Artikel nach der Zahlung doch nicht lieferbar, sagen wir dir sofort Bescheid und erstatten den vollen Betrag auf deine Karte.',
        ],
      },
      prices: {
        heading: 'Preise und Steuern',
        blocks: [
          'Die Preise werden in der Währung des Lieferlandes angezeigt. In den USA kommt an der Kasse die US-Verkaufssteuer (Sales Tax) des Bundesstaates hinzu; in allen anderen Ländern enthalten die Preise bereits die Mehrwertsteuer bzw. die örtlichen Steuern.',
          { table: 'taxes' },
          'Die Versandkosten siehst du vor dem Bezahlen im Warenkorb; Einzelheiten findest du in unseren [Versandinformationen](/shipping).',
        ],
      },
      payment: {
        heading: 'Bezahlung',
        blocks: [
          'Wir akzeptieren {paymentMethods}; belastet wird die Karte, wenn du die Bestellung abschickst. Andere Zahlungsarten bieten wir nicht an. Kartennummer und Prüfziffer gehen direkt an unseren Zahlungsdienstleister und erreichen uns nie. Zu jeder Bestellung speichern wir die Kartenmarke und die letzten vier Ziffern; speicherst du eine Karte in deinem Konto, außerdem ihr Ablaufdatum und den Namen des Karteninhabers (siehe [Datenschutzerklärung](/privacy#cards)).',
        ],
      },
      cancellation: {
        heading: 'Stornierung',
        blocks: [
          'Eine bezahlte Bestellung kannst du stornieren, solange sie noch nicht versandt ist: selbst auf der Bestellseite in deinem Konto oder, wenn du als Gast bestellt hast, über unseren Support. Auch unser Team kann eine bezahlte, noch nicht versandte Bestellung stornieren, etwa wenn ein Artikel nicht lieferbar ist. In beiden Fällen erstatten wir den vollen Betrag auf die Karte, mit der du bezahlt hast.',
          'Ist die Bestellung schon unterwegs, kannst du sie nach unseren [Rückgabebedingungen](/returns) zurückschicken.',
        ],
      },
      warranty: {
        heading: 'Garantie',
        blocks: [
          'Auf unsere Geräte geben wir eine Garantie gegen Herstellungsfehler; die Garantiezeit beträgt {warrantyYears} ab Lieferung. Die Garantiezeit für jedes Land und wie du einen Garantiefall meldest, steht in unseren [Rückgabebedingungen](/returns#warranty). Deine gesetzlichen Gewährleistungsrechte bleiben davon unberührt.',
        ],
      },
      liability: {
        heading: 'Haftung',
        blocks: [
          'Ein GPS-Halsband hilft dir, dein Tier zu finden. Die Ortung hängt aber vom Satellitenempfang, von WLAN und vom Mobilfunknetz ab und kann verzögert oder ungenau sein; sie ersetzt nicht die Aufsicht.',
          'Wir haften unbeschränkt bei Vorsatz, grober Fahrlässigkeit und bei Verletzung von Leben, Körper oder Gesundheit, im Übrigen im Rahmen der gesetzlichen Vorschriften deines Landes.',
        ],
      },
      law: {
        heading: 'Anwendbares Recht',
        blocks: [
          'Für diese Bedingungen gilt das Recht des US-Bundesstaates Kalifornien. Wohnst du in einem anderen Land, gelten für dich zusätzlich die zwingenden Verbraucherschutzvorschriften dieses Landes.',
        ],
      },
      changes: {
        heading: 'Änderungen und Kontakt',
        blocks: [
          'Wir können diese Bedingungen anpassen; für eine Bestellung gilt die Fassung, die beim Bestellen angezeigt wurde. Fragen? Schreib uns an {email} oder ruf uns an unter {supportPhone} ({supportHours}).',
        ],
      },
    },
  },
  privacy: {
    title: 'Datenschutzerklärung',
    description: 'Welche personenbezogenen Daten Pawtrail erhebt, wozu, wie lange wir sie speichern und wie du deine Rechte wahrnimmst.',
    intro: 'Wir erheben nur die Daten, die wir für dein Konto, deine Bestellungen und deine Anfragen brauchen, und wir verkaufen sie niemals.',
    sections: {
      controller: {
        heading: 'Verantwortlicher',
        blocks: [
          'Verantwortlich für die Verarbeitung deiner personenbezogenen Daten auf dieser Website ist {company}, {address}. Unser Datenschutzteam erreichst du unter {privacyEmail}.',
        ],
      },
      data: {
        heading: 'Welche Daten wir erheben',
        blocks: [
          {
            list: [
              'Kundenkonto: E-Mail-Adresse, Name, Passwort (nur als sicherer Hash gespeichert) und Sprache.',
              'Adressen: die Lieferadressen, die du speicherst, mit Telefonnummer.',
              'Bestellungen: gekaufte Artikel, Preise, Steuern, Versandart und Sendungsnummer.',
              'Nachrichten: was du uns über das Kontaktformular oder per E-Mail schickst, mit den Kontaktdaten, die du angibst.',
              'Abonnements: Newsletter und Investoren-Benachrichtigungen, die erst starten, wenn du sie über den Link in unserer E-Mail bestätigst (Double-Opt-in).',
            ],
          },
        ],
      },
      cards: {
        heading: 'Zahlungskarten',
        blocks: [
          'Kartennummern und Prüfziffern erreichen weder unsere Server noch unsere Protokolle: Du gibst sie für unseren Zahlungsdienstleister ein, der sie verwahrt und uns ein Token übergibt. Zu jeder Bestellung speichern wir die Kartenmarke und die letzten vier Ziffern. Speicherst du eine Karte in deinem Konto, speichern wir außerdem ihr Ablaufdatum und den Namen des Karteninhabers, bis du die Karte löschst.',
        ],
      },
      cookies: {
        heading: 'Cookies',
        blocks: [
          'Wir verwenden nur die Cookies und den Browserspeicher, die für den Betrieb der Website nötig sind: deine Anmeldesitzung, die gewählte Sprache, deinen Warenkorb und ein Sicherheitstoken, das Formulare schützt. Werbe- oder Tracking-Cookies und Analysedienste Dritter setzen wir nicht ein.',
        ],
      },
      purposes: {
        heading: 'Wozu wir deine Daten nutzen',
        blocks: [
          'Wir nutzen deine Daten, um dein Konto zu führen und deine Bestellungen zu liefern (Vertrag, Art. 6 Abs. 1 lit. b DSGVO), um Website und Zahlungen abzusichern (berechtigtes Interesse, lit. f), um Rechnungen so lange aufzubewahren, wie das Steuerrecht es verlangt (rechtliche Pflicht, lit. c), und um dir Newsletter und Benachrichtigungen zu schicken, die du bestellt hast (Einwilligung, lit. a, jederzeit widerrufbar).',
        ],
      },
      sharing: {
        heading: 'Wer deine Daten erhält',
        blocks: [
          'Deine Daten gehen nur an Dienstleister, die uns unterstützen: den Zahlungsdienstleister, das Versandunternehmen, das dein Paket zustellt, und unseren Hosting-Anbieter. Sie dürfen sie nur in unserem Auftrag verwenden. Werden Daten außerhalb der Europäischen Union verarbeitet, stützen wir uns auf die Standardvertragsklauseln der EU-Kommission.',
        ],
      },
      retention: {
        heading: 'Speicherdauer',
        blocks: [
          'Kontodaten speichern wir, solange dein Konto besteht, und löschen sie spätestens 30 Tage nach der Schließung. Bestellungen und Rechnungen bewahren wir bis zu 10 Jahre auf, weil das Steuerrecht es verlangt. Nachrichten löschen wir 2 Jahre nach der letzten Antwort. Abonnements enden mit der Abmeldung.',
        ],
      },
      rights: {
        heading: 'Deine Rechte',
        blocks: [
          'Nach der DSGVO hast du das Recht auf Auskunft, Berichtigung, Löschung und Datenübertragbarkeit, kannst der Verarbeitung widersprechen und dich bei einer Datenschutzaufsichtsbehörde beschweren. Wohnst du in Kalifornien, gibt dir der CCPA das Recht auf Auskunft, Löschung und Berichtigung; wir verkaufen oder teilen keine personenbezogenen Daten für Werbung.',
          'Wir antworten innerhalb eines Monats und benachteiligen dich nie, weil du deine Rechte wahrnimmst.',
        ],
      },
      contact: {
        heading: 'Kontakt',
        blocks: [
          'Zu allen Fragen rund um deine Daten schreib an {privacyEmail}. Bei Fragen zu Bestellungen und Produkten hilft dir unser Support unter {email} und telefonisch unter {supportPhone} ({supportHours}).',
        ],
      },
    },
  },
  shipping: {
    title: 'Versandinformationen',
    description: 'Wohin Pawtrail liefert, was der Versand kostet, wie lange die Lieferung dauert und wie du dein Paket verfolgst.',
    intro:
      'Wir versenden aus unserem eigenen Lager im jeweiligen Lieferland. Dein Paket überquert also keine Grenze: keine Zollkontrolle, keine Zölle und keine Einfuhrabgaben bei der Zustellung.',
    sections: {
      markets: {
        heading: 'Wohin wir liefern',
        blocks: [
          'Wir liefern in folgende Länder: {countries}. Du bezahlst in der Währung des Lieferlandes, und die Preise enthalten bereits dessen Steuern (in den USA kommt die US-Verkaufssteuer an der Kasse hinzu).',
          { table: 'taxes' },
        ],
      },
      rates: {
        heading: 'Versandkosten und Lieferzeiten',
        blocks: [
          'An der Kasse wählst du zwischen Standard- und Expressversand. Der Standardversand ist kostenlos, sobald deine Bestellung den für dein Land angegebenen Betrag erreicht.',
          { table: 'rates' },
          'Die Lieferzeiten zählen in Werktagen ab Versand, ohne Wochenenden und Feiertage.',
        ],
      },
      dispatch: {
        heading: 'Versand',
        blocks: [
          'Bestellungen, die an einem Werktag bis {dispatchCutoff} Uhr Ortszeit bezahlt sind, verlassen unser Lager in der Regel noch am selben Tag; spätere Bestellungen am nächsten Werktag.',
        ],
      },
      tracking: {
        heading: 'Sendungsverfolgung',
        blocks: [
          'Jede Bestellung wird mit einem Versanddienstleister und einer Sendungsnummer verschickt. Sobald dein Paket unterwegs ist, bekommst du eine E-Mail mit einem Link zur Sendungsverfolgung; denselben Link findest du auf der Bestellseite in deinem Konto.',
        ],
      },
      cancellation: {
        heading: 'Stornieren vor dem Versand',
        blocks: [
          'Solange deine bezahlte Bestellung noch nicht versandt ist, kannst du sie stornieren – in deinem Konto oder, bei einer Gastbestellung, über unseren Support; der volle Betrag geht zurück auf deine Karte. Danach gelten unsere [Rückgabebedingungen](/returns).',
        ],
      },
      problems: {
        heading: 'Verspätete, verlorene oder beschädigte Pakete',
        blocks: [
          'Ist dein Paket {lateParcelDays} nach dem erwarteten Termin noch nicht da oder kommt es beschädigt an, melde dich mit deiner Bestellnummer unter {email} oder telefonisch unter {supportPhone} ({supportHours}). Wir forschen beim Versanddienstleister nach und schicken dir Ersatz oder erstatten den Betrag.',
        ],
      },
    },
  },
  returns: {
    title: 'Rückgabe und Erstattung',
    description:
      'Wie du ein Pawtrail-Produkt zurückgibst, wann du dein Geld zurückbekommst und was die Garantie abdeckt. Rückgabefrist: {returnDays} ab Lieferung.',
    intro: 'Nicht zufrieden mit deinem Kauf? Nach der Lieferung hast du {returnDays} Zeit, ihn zurückzuschicken.',
    sections: {
      period: {
        heading: 'Rückgabe ohne Angabe von Gründen',
        blocks: ['Ab der Lieferung hast du {returnDays} Zeit, jeden Artikel ohne Angabe von Gründen zurückzugeben.'],
      },
      condition: {
        heading: 'Was wir zurücknehmen',
        blocks: [
          {
            list: [
              'Artikel müssen unbenutzt und in der Originalverpackung sein, mit allem Zubehör.',
              'Aus hygienischen Gründen nehmen wir Tiershampoo und Pflegespülung nur ungeöffnet und versiegelt zurück.',
              'Ein bereits eingerichtetes Gerät kannst du zurückgeben, wenn es unbeschädigt ist und du es aus deiner Pawtrail-App entfernt hast.',
            ],
          },
        ],
      },
      start: {
        heading: 'So startest du eine Rückgabe',
        blocks: [
          'Mit Kundenkonto öffnest du die Bestellung unter „Meine Bestellungen“ und wählst „Rücksendung anfragen“: Artikel und Grund auswählen, abschicken, und du bekommst eine Bestätigung per E-Mail. Den Stand der Anfrage siehst du auf der Bestellseite. Hast du als Gast bestellt, melde dich mit deiner Bestellnummer bei unserem Support unter {email} oder telefonisch unter {supportPhone} ({supportHours}). In beiden Fällen antworten wir innerhalb eines Werktags mit der Rücksendeadresse und einer Anleitung für dein Land.',
        ],
      },
      refund: {
        heading: 'Deine Erstattung',
        blocks: [
          'Den Preis der zurückgeschickten Artikel erstatten wir auf die Karte, mit der du bezahlt hast, spätestens {refundDays} nach Eingang der Rücksendung. Schickst du die ganze Bestellung innerhalb der Rückgabefrist zurück, erstatten wir auch die Kosten für den Standardversand.',
        ],
      },
      warranty: {
        heading: 'Defekte Geräte und Garantie',
        blocks: [
          'Die Garantie auf unsere Geräte beträgt {warrantyYears} ab Lieferung; die Tabelle zeigt die Garantiezeit und die Support-Hotline für jedes Land. Funktioniert ein Gerät nicht mehr richtig, schick uns deine Bestellnummer und eine kurze Beschreibung des Fehlers: Wir reparieren oder ersetzen es kostenlos, auch der Versand in beide Richtungen kostet dich nichts.',
          { table: 'service' },
        ],
      },
      damaged: {
        heading: 'Falsche oder beschädigte Artikel',
        blocks: [
          'Hast du einen falschen Artikel bekommen oder ist er beschädigt angekommen, sag uns spätestens {damageReportDays} nach der Lieferung Bescheid; wir schicken dir auf unsere Kosten den richtigen. Siehe auch unsere [Versandinformationen](/shipping#problems).',
        ],
      },
    },
  },
};
