import 'server-only';
import type { LegalTexts } from '../types';

export const de: LegalTexts = {
  labels: {
    demoNotice:
      'Hinweis: Pawtrail ist ein Demo-Shop. Die Unternehmens- und Registerangaben auf dieser Seite (Vertreter, Anschrift der Zweigniederlassung, Register- und Steuernummern) sind frei erfunden und als „(Demo)“ gekennzeichnet.',
    demoMark: '{value} (Demo)',
    registrations: {
      stateEntity: 'Register der Gesellschaft',
      commercialRegister: 'Registereintrag',
      vatId: 'Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG',
      weee: 'WEEE-Reg.-Nr.',
    },
  },
  imprint: {
    title: 'Impressum',
    description: 'Anbieterkennzeichnung des Pawtrail-Onlineshops gemäß § 5 DDG: Anbieter, Vertretung, Registereintrag, Umsatzsteuer-ID und Kontakt.',
    intro: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG) und § 18 Medienstaatsvertrag (MStV).',
    sections: [
      {
        id: 'provider',
        heading: 'Anbieter',
        blocks: [
          {
            rows: [
              ['Anbieter', '{sellerName}'],
              ['Anschrift', '{sellerAddress}'],
              ['Vertreten durch', '{representative}, ständiger Vertreter der Zweigniederlassung'],
              ['Registereintrag', '{commercialRegister}'],
              ['Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG', '{vatId}'],
              ['WEEE-Reg.-Nr.', '{weee}'],
            ],
          },
          'Die Zweigniederlassung ist Teil der Gesellschaft {company} mit Sitz in den USA; Vertragspartner bei Bestellungen aus Deutschland, Frankreich, Spanien und Italien ist die Gesellschaft, handelnd durch ihre deutsche Zweigniederlassung.',
          {
            rows: [
              ['Gesellschaft', '{company}'],
              ['Hauptsitz', '{address}'],
              ['Vertretungsberechtigt', '{headRepresentative}, Chief Executive Officer'],
              ['Register der Gesellschaft', '{stateEntity}'],
            ],
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Kontakt',
        blocks: [
          {
            rows: [
              ['Telefon', '{supportPhone} ({supportHours})'],
              ['E-Mail', '{email}'],
            ],
          },
        ],
      },
      {
        id: 'responsible',
        heading: 'Verantwortlich für den Inhalt gemäß § 18 Abs. 2 MStV',
        blocks: ['{representative}, {sellerAddress}'],
      },
      {
        id: 'disputes',
        heading: 'Verbraucherstreitbeilegung',
        blocks: [
          'Wir sind weder verpflichtet noch bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG). Bei Fragen und Beschwerden erreichen Sie unseren Kundenservice unter den oben genannten Kontaktdaten.',
          'Wie Sie einen Vertrag mit uns widerrufen, lesen Sie in unserer [Widerrufsbelehrung](/withdrawal).',
        ],
      },
    ],
  },
  withdrawal: {
    title: 'Widerrufsbelehrung',
    description: 'Ihr gesetzliches Widerrufsrecht bei Bestellungen im Pawtrail-Onlineshop, die Folgen des Widerrufs und das Muster-Widerrufsformular.',
    intro:
      'Verbraucherinnen und Verbrauchern steht ein gesetzliches Widerrufsrecht nach Maßgabe der folgenden Belehrung zu. Unsere längere, freiwillige Rückgabefrist finden Sie am Ende dieser Seite.',
    sections: [
      {
        id: 'right',
        heading: 'Widerrufsrecht',
        blocks: [
          'Sie haben das Recht, diesen Vertrag ohne Angabe von Gründen zu widerrufen. Die Widerrufsfrist beträgt {withdrawalDays} ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat. Haben Sie mehrere Waren im Rahmen einer einheitlichen Bestellung bestellt, die getrennt geliefert werden, beginnt die Frist an dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Ware in Besitz genommen haben bzw. hat.',
          'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({sellerName}, {sellerAddress}, Telefon: {supportPhone}, E-Mail: {email}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Mit Kundenkonto können Sie den Widerruf auch auf der Bestellseite unter „Meine Bestellungen“ erklären; in diesem Fall bestätigen wir Ihnen den Eingang unverzüglich per E-Mail.',
          'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
        ],
      },
      {
        id: 'consequences',
        heading: 'Folgen des Widerrufs',
        blocks: [
          'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich zurückzuzahlen, spätestens jedoch {withdrawalRefundDays} nach dem Tag, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.',
          'Sie haben die Waren unverzüglich und in jedem Fall spätestens {withdrawalDays} nach dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist absenden. Wir tragen die Kosten der Rücksendung der Waren.',
          'Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.',
        ],
      },
      {
        id: 'exclusion',
        heading: 'Ausschluss des Widerrufsrechts',
        blocks: [
          'Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung versiegelter Waren, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung nach der Lieferung entfernt wurde (§ 312g Abs. 2 Nr. 3 BGB), etwa geöffnetes Tiershampoo oder geöffnete Pflegespülung.',
          'Ende der Widerrufsbelehrung',
        ],
      },
      {
        id: 'form',
        heading: 'Muster-Widerrufsformular',
        blocks: [
          {
            form: [
              '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
              'An {sellerName}, {sellerAddress}, E-Mail: {email}:',
              'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
              'Bestellt am (*)/erhalten am (*)',
              'Name des/der Verbraucher(s)',
              'Anschrift des/der Verbraucher(s)',
              'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
              'Datum',
              '(*) Unzutreffendes streichen.',
            ],
          },
        ],
      },
      {
        id: 'voluntary',
        heading: 'Unser freiwilliges Rückgaberecht',
        blocks: [
          'Über das gesetzliche Widerrufsrecht hinaus nehmen wir Ware zurück, die Sie innerhalb unserer freiwilligen Rückgabefrist zurückgeben; diese beträgt {returnDays} ab Lieferung. Einzelheiten finden Sie unter [Rückgabe und Erstattung](/returns). Ihr gesetzliches Widerrufsrecht und Ihre gesetzlichen Gewährleistungsrechte bleiben davon unberührt.',
        ],
      },
    ],
  },
};
